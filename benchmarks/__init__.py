"""Speed and memory benchmarks against peers (not tests): ``python -m benchmarks.run_all``."""
