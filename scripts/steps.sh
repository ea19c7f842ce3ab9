# Sourced by test.sh and e2e.sh: `step NAME` closes the step before (its
# time in seconds) and opens NAME; `step ""` closes the last one.
step_started=$SECONDS
step_name=""
step() {
  [ -n "$step_name" ] && echo "== $step_name: $((SECONDS - step_started)) s"
  step_name=$1
  step_started=$SECONDS
  [ -n "$step_name" ] && echo "== $step_name"
  return 0
}
