"""The ``music-catalog`` console command.

``music-catalog match logs.csv -o matched.csv`` runs :func:`music_catalog.jobs.match_file`: the
file as a matching job, a progress bar, the results CSV; run it again after an interruption and
it resumes the same job. The API and token come from ``--url``/``--token`` or the environment
variables ``MC_URL`` (default ``http://127.0.0.1:8080``) and ``MC_TOKEN``.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import httpx

from .client import Client
from .errors import MusicCatalogError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="music-catalog", description="Music Catalog API client")
    parser.add_argument("--url", default=os.environ.get("MC_URL", "http://127.0.0.1:8080"), help="API root (MC_URL)")
    parser.add_argument("--token", default=os.environ.get("MC_TOKEN"), help="bearer token (MC_TOKEN)")
    commands = parser.add_subparsers(dest="command", required=True)
    match = commands.add_parser("match", help="match a play log (CSV, TSV or JSON Lines) as a matching job")
    match.add_argument("file", type=Path, help="the play log: artist (or name) and title columns")
    match.add_argument("-o", "--output", type=Path, help="results CSV (default: <file stem>.matched.csv)")
    match.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line ``argv`` (default ``sys.argv[1:]``).

    Returns:
        The exit status: 0 done, 1 an API or file error (printed on stderr), 2 bad usage.
    """
    args = _parser().parse_args(argv)
    # This package's messages (a resumed job, unreadable lines) on stderr; not httpx's request log.
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logging.getLogger("music_catalog").addHandler(handler)
    logging.getLogger("music_catalog").setLevel(logging.INFO)
    if not args.token:
        print("music-catalog: a token is needed (--token or MC_TOKEN)", file=sys.stderr)
        return 2
    try:
        with Client(args.url, args.token) as client:
            out = client.match_file(args.file, args.output, progress=not args.no_progress)
    except (MusicCatalogError, httpx.HTTPError, OSError) as err:
        print(f"music-catalog: {err}", file=sys.stderr)
        return 1
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
