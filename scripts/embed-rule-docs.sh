#!/usr/bin/env bash
# Regenerates Sources/WirelintRuleDocs/EmbeddedRuleDocuments.swift from Rules/*.md. Run it after
# editing a rule document; RuleDocTests fails while the two differ.
#
# The generated file is committed rather than produced by a build-tool plugin: SwiftPM applies
# no build-tool plugin to the targets of a plugin's own tool, so a generated source would be
# missing when a client package builds wirelint for WirelintBuildToolPlugin.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
documents=()
for document in Rules/*.md; do
    [ "$(basename "$document")" = README.md ] || documents+=("$document")
done
swift run --quiet embed-rule-docs Sources/WirelintRuleDocs/EmbeddedRuleDocuments.swift "${documents[@]}"
