#!/usr/bin/env python3
"""Fills a release template: render-template.py TEMPLATE OUTPUT NAME=VALUE...

Every `@NAME@` in TEMPLATE is replaced by VALUE. A placeholder left without a value, or a value
the template has no place for, stops with an error: a generated manifest never ships with a
hole in it.
"""
import re
import sys

template_path, output_path, *assignments = sys.argv[1:]
values = dict(assignment.split("=", 1) for assignment in assignments)
text = open(template_path).read()
unused = [name for name in values if f"@{name}@" not in text]
if unused:
    sys.exit(f"render-template: {template_path} has no @{unused[0]}@")
for name, value in values.items():
    text = text.replace(f"@{name}@", value)
missing = re.findall(r"@[A-Z0-9_]+@", text)
if missing:
    sys.exit(f"render-template: no value for {missing[0]} in {template_path}")
with open(output_path, "w") as output:
    output.write(text)
