"""AVABench: MISA business work as an Inspect AI evaluation."""
