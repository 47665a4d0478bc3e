"""``python -m spotsigs.cli``: the command line, as the ``spotsigs`` script."""

import sys

from spotsigs.cli import main

sys.exit(main())
