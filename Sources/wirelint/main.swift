import ArgumentParser

// Exit codes are part of the contract (README, "Exit codes"): 0 clean, 1 findings, 2 usage or
// configuration errors. ArgumentParser's own usage errors would exit with 64, so they are
// mapped here.
Output.reserveClosedStandardStreams()
do {
    var command = try Wirelint.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Wirelint.exit(withError: exit)
} catch let failure as ConfigurationFailure {
    Output.standardError(failure.message)
    Wirelint.exit(withError: ExitCode(2))
} catch {
    let code = Wirelint.exitCode(for: error)
    if code == .success {
        Wirelint.exit(withError: error)
    }
    Output.standardError(Wirelint.fullMessage(for: error))
    Wirelint.exit(withError: ExitCode(2))
}
