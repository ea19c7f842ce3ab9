#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| reversi_fuzz::ffo(data));
