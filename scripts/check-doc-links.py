#!/usr/bin/env python3
"""Checks that the relative links of README.md and docs/*.md resolve: the file or folder exists,
and a #fragment names a heading of the Markdown file it points to (GitHub's anchors).

    scripts/check-doc-links.py [FILE.md ...]     # default: README.md docs/*.md
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def lines_outside_fences(path):
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line.lstrip()):
            fenced = not fenced
        elif not fenced:
            yield number, line


def anchors(path):
    """GitHub's anchor for each heading: lower case, punctuation (backticks too) dropped, spaces
    to hyphens, a repeated heading numbered."""
    found, seen = set(), {}
    for _, line in lines_outside_fences(path):
        heading = re.match(r"^#{1,6}\s+(.*?)\s*$", line)
        if not heading:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading.group(1).lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def check(path):
    problems = []
    for number, line in lines_outside_fences(path):
        # A link written inside a code span is an example, not a link.
        for target in LINK.findall(CODE_SPAN.sub("code", line)):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue  # http:, https:, mailto:
            file_part, _, fragment = target.partition("#")
            destination = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(ROOT)}:{number}: {target}"
            if not destination.exists():
                problems.append(f"{where}: no such file")
            elif fragment and destination.suffix == ".md":
                if fragment not in anchors(destination):
                    problems.append(f"{where}: no heading #{fragment} in {destination.relative_to(ROOT)}")
    return problems


def main(arguments):
    files = [pathlib.Path(a).resolve() for a in arguments] or [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    problems = [problem for path in files for problem in check(path)]
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(files)} files, {len(problems)} broken links", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
