import ArgumentParser
import CaseStudiesCLI

/// Runs the app in-process, as the binary would run with `arguments` and `stdin`: the same
/// parsing, commands and error reporting, on a console that keeps what they print.
func runInProcess(_ arguments: [String], stdin: String = "") async -> CommandResult {
  let capture = Console.Capture(input: stdin)
  let status = await Console.$current.withValue(capture.console) {
    await CaseStudies.execute(arguments)
  }
  return CommandResult(stdout: capture.stdout, stderr: capture.stderr, status: status)
}

/// Runs a command parsed beforehand in-process, on a console that reads `stdin` and keeps what
/// it prints.
func runInProcess(_ command: any ParsableCommand, stdin: String) async -> CommandResult {
  let capture = Console.Capture(input: stdin)
  let status = await Console.$current.withValue(capture.console) {
    await CaseStudies.execute(command)
  }
  return CommandResult(stdout: capture.stdout, stderr: capture.stderr, status: status)
}
