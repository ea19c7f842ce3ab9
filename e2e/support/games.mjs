// Game records found with the engine (`reversi show --moves T`), shared by the tests.

/** Classic: after move 12 (red a3) black has no legal move and passes. */
export const PASS_GAME =
  'e4e5d5d4c4c3e6b4a4a5c2a3d2e2e1b2f4g3a1c5f2a2g4f3f6a6b5f1f7e7f5d3e8d1c1d6b3g5g2b1e3g7h7d7c6b6b7c8h6h3d8h4h5g8a7f8b8g6h8a8g1h1c7';

/** Classic: red passes at move 60; black places its 32nd disc with h5 (move
 * 62), red plays on with a1 and a2, and black wins 36-28. */
export const EXHAUSTION_GAME =
  'e5d5d4e4c5c6c7e6f5b7d6c4b6c8c3d3e3b5d7c2b8f6a6g5a5e8f4g4g6f7b3h6h4e7g8h3h7a4a8f2d2e2f3g7f8b2d8g3g1g2b4h8h2a7d1a3h1e1f1b1c1h5a1a2';
