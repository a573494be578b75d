#!/usr/bin/env python3
"""Checks `wirelint graph` on the example app the way a user sees it.

    scripts/check-graph.py path/to/wirelint [artifact-folder]

- dot: Graphviz (`dot -Tsvg`) parses and draws it; the SVG holds every node.
- json: valid against docs/graph.schema.json (with the `jsonschema` package).
- mermaid: no Mermaid parser runs offline here (Mermaid is JavaScript, and the Python
  packages call a web service), so each line is checked against the flowchart forms the
  renderer writes, and every link names declared nodes.
- html: opened in headless Chromium (Debian's `chromium`, driven by Playwright with that
  executable) with every network request refused: the example's nodes are in the picture,
  and a click on a finding highlights its path there and in the table. A screenshot of the
  page after the click is saved in the artifact folder (default .build/graph-artifacts).

Installs what it needs (graphviz, chromium from apt; playwright, jsonschema from PyPI) when
missing.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = "Examples/CoffeeShop"


def fail(message, output=""):
    print(f"check-graph: {message}", file=sys.stderr)
    if output:
        print("    " + output.replace("\n", "\n    "), file=sys.stderr)
    sys.exit(1)


def install():
    missing = [package for command, package in [("dot", "graphviz"), ("chromium", "chromium")] if not shutil.which(command)]
    if missing:
        sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq"] + missing, check=True, stdout=subprocess.DEVNULL)
    for module in ["playwright", "jsonschema"]:
        try:
            __import__(module)
        except ImportError:
            pip = [sys.executable, "-m", "pip", "install", "--quiet", module]
            if subprocess.run(pip, stderr=subprocess.DEVNULL).returncode != 0:
                subprocess.run(pip + ["--user", "--break-system-packages"], check=True)


def graph(binary, *arguments, cache):
    result = subprocess.run(
        [binary, "graph", EXAMPLE, "--cache-path", cache, *arguments], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"wirelint graph {' '.join(arguments)} exited with {result.returncode}", result.stderr)
    return result.stdout


def check_dot(text):
    svg = subprocess.run(["dot", "-Tsvg"], input=text, capture_output=True, text=True)
    if svg.returncode != 0:
        fail("Graphviz rejects the DOT", svg.stderr)
    ids = re.findall(r'^  (n\d+) \[id=', text, re.MULTILINE)
    missing = [node for node in ids if f'id="{node}"' not in svg.stdout]
    if not ids or missing:
        fail(f"the SVG lacks nodes {missing}", text)


def check_json(text):
    import jsonschema
    with open(os.path.join(ROOT, "docs", "graph.schema.json")) as file:
        schema = json.load(file)
    document = json.loads(text)
    jsonschema.validate(document, schema)
    ids = {node["id"] for node in document["nodes"]}
    for edge in document["edges"]:
        if edge["from"] not in ids or edge["to"] not in ids:
            fail(f"edge {edge['id']} names a node that is not there", text)
    return document


def check_mermaid(text):
    lines = text.splitlines()
    if lines[0] != "flowchart LR":
        fail("not a left-to-right flowchart", text)
    label = r'"[^"<>]*"'
    shapes = "|".join(re.escape(open_) + label + re.escape(close) for open_, close in
                      [("[[", "]]"), ("([", "])"), ("[(", ")]"), ("{{", "}}"), ("[", "]"), ("(", ")")])
    declared = set()
    for line in lines[1:]:
        node = re.fullmatch(rf"  (n\d+)(?:{shapes})", line)
        link = re.fullmatch(rf"  (n\d+) (-->|-\.->|==>)\|{label}\| (n\d+)", line)
        if node:
            declared.add(node.group(1))
        elif link:
            if not {link.group(1), link.group(3)} <= declared:
                fail(f"a link before its nodes: {line!r}", text)
        elif not re.fullmatch(r"  (classDef [a-z_]+ [^ ]+|class n\d+(,n\d+)* [a-z_]+|linkStyle \d+(,\d+)* [^ ]+)", line):
            fail(f"not a line of the flowchart forms: {line!r}", text)


def check_html(html_path, artifacts, expected_names, finding_nodes):
    from playwright.sync_api import sync_playwright
    requests = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1500, "height": 900})
        def refuse(route):
            if not route.request.url.startswith("file:"):
                requests.append(route.request.url)
                route.abort()
            else:
                route.continue_()
        page.route("**/*", refuse)
        page.goto("file://" + html_path)
        texts = page.eval_on_selector_all("#picture svg g.node text", "elements => elements.map(e => e.textContent)")
        for name in expected_names:
            if name not in texts:
                fail(f"the picture does not show {name}: {texts}")
        button = page.locator("button.finding").first
        finding = button.get_attribute("data-finding")
        button.click()
        highlighted = page.eval_on_selector_all("#picture svg .highlighted", "elements => elements.map(e => e.id)")
        rows = page.eval_on_selector_all("#wiring tr.highlighted", "elements => elements.length")
        expected = set(finding_nodes[finding])
        if not expected or not expected <= set(highlighted) or rows < len(expected):
            fail(f"clicking {finding} highlights {highlighted} and {rows} rows, expected {sorted(expected)}")
        if not page.evaluate("document.body.classList.contains('focused')"):
            fail("the rest of the picture is not dimmed")
        page.screenshot(path=os.path.join(artifacts, "graph-html.png"), full_page=True)
        browser.close()
    if requests:
        fail(f"the page asked the network for {requests}")


def main():
    binary = os.path.abspath(sys.argv[1])
    artifacts = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build", "graph-artifacts"))
    os.makedirs(artifacts, exist_ok=True)
    install()
    with tempfile.TemporaryDirectory() as cache:
        focus = ["--focus", "missing_preview_injection"]
        check_dot(graph(binary, "--format", "dot", *focus, cache=cache))
        document = check_json(graph(binary, "--format", "json", *focus, cache=cache))
        check_mermaid(graph(binary, "--format", "mermaid", *focus, cache=cache))
        check_mermaid(graph(binary, "--format", "mermaid", cache=cache))
        positions = {node["id"]: f"n{index}" for index, node in enumerate(document["nodes"])}
        finding_nodes = {finding["id"]: [positions[node] for node in finding["nodes"]] for finding in document["findings"]}
        html_path = os.path.join(artifacts, "graph.html")
        with open(html_path, "w") as file:
            file.write(graph(binary, "--format", "html", *focus, cache=cache))
        check_html(html_path, artifacts, ["ReceiptView", "PickupStatusView", "\\.orderTracking"], finding_nodes)
    print(f"check-graph: ok (screenshot in {artifacts}/graph-html.png)", file=sys.stderr)


if __name__ == "__main__":
    main()
