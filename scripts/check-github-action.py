#!/usr/bin/env python3
"""Runs action.yml's composite steps the way the Actions runner does, without GitHub.

Each step's `${{ … }}` expressions are evaluated (inputs, the build step's outputs), its `env`
is set, GITHUB_ACTION_PATH and GITHUB_OUTPUT are provided, and its `run` script runs under
bash in the step's working directory. Then the output is checked as GitHub would read it: the
problem matcher is registered and removed, each finding line matches the matcher's pattern,
the SARIF file is written, and the exit status is the lint's.

    scripts/check-github-action.py path/to/wirelint

The build step is run twice more with a stand-in `swift` on the PATH, to check that without
a `binary` input it builds the release product from the action's folder.
"""
import json
import os
import platform
import re
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message, output=""):
    print(f"check-github-action: {message}", file=sys.stderr)
    if output:
        print("    " + output.replace("\n", "\n    "), file=sys.stderr)
    sys.exit(1)


def evaluate(value, inputs, outputs):
    def replace(match):
        expression = match.group(1).strip()
        if expression.startswith("inputs."):
            return inputs[expression[len("inputs."):]]
        step_output = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if step_output:
            return outputs.get(step_output.group(1), {}).get(step_output.group(2), "")
        fail(f"unsupported expression ${{{{ {expression} }}}}")
    return re.sub(r"\$\{\{(.*?)\}\}", replace, str(value))


def run_action(action, given, workdir, extra_path=None):
    declared = action["inputs"]
    unknown = set(given) - set(declared)
    if unknown:
        fail(f"unknown inputs {unknown}")
    inputs = {name: str(given.get(name, spec.get("default", ""))) for name, spec in declared.items()}
    outputs = {}
    transcript = []
    status = 0
    for step in action["runs"]["steps"]:
        if step.get("shell") != "bash" or "run" not in step:
            fail(f"step {step.get('name')} is not a bash run step")
        with tempfile.NamedTemporaryFile("r", delete=False) as output_file:
            output_path = output_file.name
        env = dict(os.environ, GITHUB_ACTION_PATH=ROOT, GITHUB_OUTPUT=output_path)
        if extra_path:
            env["PATH"] = extra_path + os.pathsep + env["PATH"]
        env.update({key: evaluate(value, inputs, outputs) for key, value in step.get("env", {}).items()})
        cwd = os.path.join(workdir, evaluate(step.get("working-directory", "."), inputs, outputs))
        result = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=cwd, env=env, capture_output=True, text=True)
        transcript.append(result.stdout + result.stderr)
        with open(output_path) as output_file:
            pairs = [line.split("=", 1) for line in output_file.read().splitlines() if "=" in line]
        os.unlink(output_path)
        if "id" in step:
            outputs[step["id"]] = dict(pairs)
        status = result.returncode
        if status != 0:
            return status, result.stdout, "\n".join(transcript), outputs
    return status, result.stdout, "\n".join(transcript), outputs


# An error (an @EnvironmentObject read in init) and a warning (an @Environment value read in init).
APP = {
    "CartBadge.swift": """import SwiftUI

struct CartBadge: View {
    @EnvironmentObject private var cart: Cart
    @State private var seenCount = 0

    init() {
        _seenCount = State(initialValue: cart.items.count)
    }

    var body: some View {
        Text("\\(seenCount)")
    }
}
""",
    "DateHeader.swift": """import SwiftUI

struct DateHeader: View {
    @Environment(\\.locale) private var locale
    private var title = ""

    init(date: Date) {
        title = date.formatted(Date.FormatStyle(locale: locale))
    }

    var body: some View {
        Text(title)
    }
}
""",
}
# A file name a pull request could use to forge a workflow command through the report.
APP["::error title=forged::pwned.swift"] = APP["CartBadge.swift"].replace("CartBadge", "ForgedBadge")


def main():
    binary = os.path.abspath(sys.argv[1])
    with open(os.path.join(ROOT, "action.yml")) as file:
        action = yaml.safe_load(file)
    if action["runs"]["using"] != "composite":
        fail("action.yml is not a composite action")
    with open(os.path.join(ROOT, ".github", "wirelint-matcher.json")) as file:
        pattern = re.compile(json.load(file)["problemMatcher"][0]["pattern"][0]["regexp"])

    with tempfile.TemporaryDirectory() as workdir:
        os.makedirs(os.path.join(workdir, "App"))
        for name, source in APP.items():
            with open(os.path.join(workdir, "App", name), "w") as file:
                file.write(source)
        # A lint with findings: annotations, SARIF, exit 1.
        status, stdout, transcript, outputs = run_action(
            action, {"binary": binary, "paths": "App", "args": "--jobs 2", "sarif-file": "wirelint.sarif"}, workdir)
        if status != 1:
            fail(f"expected exit status 1 for the error finding, got {status}", transcript)
        if outputs.get("build", {}).get("binary") != binary:
            fail("the build step did not output the given binary", transcript)
        lines = stdout.splitlines()
        matcher = os.path.join(ROOT, ".github", "wirelint-matcher.json")
        if lines[0] != f"::add-matcher::{matcher}" or lines[-1] != "::remove-matcher owner=wirelint::":
            fail("the problem matcher is not added before and removed after the report", stdout)
        # Workflow commands are stopped around the report and resumed with the same token, so
        # the forged file name is only text (the matcher still reads it).
        stop = re.fullmatch(r"::stop-commands::(wirelint-[0-9a-f]{32})", lines[1])
        if not stop or lines[-2] != f"::{stop.group(1)}::":
            fail("workflow commands are not stopped during the report", stdout)
        findings = lines[2:-2]
        if not any(line.startswith("App/::error title=forged::pwned.swift:") for line in findings):
            fail("the finding in the file with a command-like name is missing", stdout)
        if not findings or not all(pattern.match(line) for line in findings):
            fail("report lines do not match the problem matcher", stdout)
        severities = {pattern.match(line).group(4) for line in findings}
        if severities != {"error", "warning"}:
            fail(f"expected errors and warnings, got {severities}", stdout)
        with open(os.path.join(workdir, "wirelint.sarif")) as file:
            sarif = json.load(file)
        if len(sarif["runs"][0]["results"]) != len(findings):
            fail("the SARIF file does not hold the same findings", transcript)

        # Run inside App, a report line starts with the file name itself.
        status, stdout, transcript, _ = run_action(action, {"binary": binary, "working-directory": "App"}, workdir)
        lines = stdout.splitlines()
        forged = [index for index, line in enumerate(lines) if line.startswith("::error title=forged::pwned.swift:")]
        resume = [index for index, line in enumerate(lines) if re.fullmatch(r"::wirelint-[0-9a-f]{32}::", line)]
        if status != 1 or not forged or not resume or not lines[1].startswith("::stop-commands::") or forged[0] > resume[0]:
            fail("a report line that looks like a workflow command is not inside the stopped region", transcript)

        # Clean code: exit 0, no annotations.
        os.makedirs(os.path.join(workdir, "Clean"))
        with open(os.path.join(workdir, "Clean", "Plain.swift"), "w") as file:
            file.write("struct Plain {}\n")
        status, stdout, transcript, _ = run_action(action, {"binary": binary, "working-directory": "Clean"}, workdir)
        if status != 0 or len(stdout.splitlines()) != 4:
            fail(f"a clean project should pass without annotations (status {status})", transcript)

        # A binary that does not exist stops at the build step.
        status, stdout, transcript, _ = run_action(action, {"binary": os.path.join(workdir, "nope")}, workdir)
        if status != 2 or "::error" not in stdout:
            fail("a missing binary should fail the build step with an annotation", transcript)

        # Without `binary`: a release build of the action's own package, with the Swift runtime
        # linked in on Linux, and without when the toolchain cannot link it statically.
        fake = os.path.join(workdir, "fake-swift")
        os.makedirs(fake)
        log = os.path.join(workdir, "swift-calls")
        release = f"-c release --package-path {ROOT}"
        static = " --static-swift-stdlib" if platform.system() == "Linux" else ""
        cases = [(True, [f"build {release}{static} --product wirelint", f"build {release}{static} --show-bin-path"])]
        if static:
            cases.append((False, [f"build {release}{static} --product wirelint", f"build {release} --product wirelint",
                                  f"build {release} --show-bin-path"]))
        for static_links, expected in cases:
            if os.path.exists(log):
                os.remove(log)
            refuse = "" if static_links else '*--static-swift-stdlib*--product*) exit 1;; '
            with open(os.path.join(fake, "swift"), "w") as file:
                file.write(f'#!/bin/sh\necho "$@" >> "{log}"\n'
                           f'case "$*" in {refuse}*--show-bin-path*) echo "{os.path.dirname(binary)}";; esac\n')
            os.chmod(os.path.join(fake, "swift"), 0o755)
            status, _, transcript, outputs = run_action(action, {"paths": "App"}, workdir, extra_path=fake)
            with open(log) as file:
                calls = file.read().splitlines()
            if calls != expected:
                fail(f"unexpected build commands: {calls}, expected {expected}", transcript)
            if outputs["build"]["binary"] != binary or status != 1:
                fail("the built binary was not the one that ran", transcript)
    print("check-github-action: ok", file=sys.stderr)


if __name__ == "__main__":
    main()
