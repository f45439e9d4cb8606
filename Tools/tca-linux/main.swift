import ArgumentParser
import Foundation
import TCALinux

struct PortOptions: ParsableArguments {
  @Argument(help: "The app: a SwiftPM package, an Xcode project or a folder of Swift files.")
  var app: String = "."
  @Option(name: .customLong("sources"), parsing: .upToNextOption, help: "Source folders.")
  var sources: [String] = []
  @Option(name: .customLong("tests"), parsing: .upToNextOption, help: "Test folders.")
  var tests: [String] = []
  @Option(name: .shortAndLong, help: "Where to write the Linux package.")
  var output: String?
  @Option(help: "A checkout of composable-linux; by default the one this tool runs from.")
  var composableLinux: String?
  @Option(help: "A Swift file declaring stand-ins for Apple-only types the app's code names.")
  var standIns: String?

  func port() throws -> (package: PortedPackage, output: String) {
    let request = PortRequest(
      app: app, sources: sources, tests: tests, output: output,
      composableLinux: composableLinux, standIns: standIns)
    let result = try request.run(executable: CommandLine.arguments[0])
    print("Ported to \(result.output): \(result.package.report.summary) (PORT.md)")
    return result
  }
}

struct Port: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a Linux package of the app's reducers and tests, and its PORT.md.")
  @OptionGroup var options: PortOptions
  func run() throws { _ = try options.port() }
}

struct Test: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Port the app, build it and run its tests; exits with the tests' status.")
  @OptionGroup var options: PortOptions
  @Option(help: "A build folder to use, e.g. one shared by several ports.")
  var scratchPath: String?
  @Flag(help: "Print the build's and the tests' output as they run.")
  var verbose = false

  func run() throws {
    let ported = try options.port()
    let (outcome, repaired) = try PackageTester(package: ported.output, scratchPath: scratchPath)
      .run(echo: verbose)
    if !repaired.isEmpty {
      print("Removed \(repaired.count) declarations the build named (PORT.md):")
      for deletion in repaired {
        print("  \(deletion.file):\(deletion.line) \(deletion.declaration): \(deletion.reason)")
      }
    }
    switch outcome {
    case .buildFailed(let errors):
      print("The ported package does not build; its errors, by the symbol they name:")
      print(errors.description)
    case .tested(_, let summary):
      print(summary.joined(separator: "\n"))
    }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

struct TCALinuxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tca-linux",
    abstract: "Port a TCA app's reducers and tests to Linux, build them and run them.",
    subcommands: [Test.self, Port.self])
}

TCALinuxCommand.main()
