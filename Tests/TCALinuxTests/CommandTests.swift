import Foundation
import Testing

/// The built `tca-linux` binary, end to end: its exit status and what it prints.
@Suite struct CommandTests {
  @Test func badInputIsAClearError() throws {
    let result = try runTool(["port", "/etc/hostname"])
    #expect(result.status == 1)
    #expect(result.output.contains("/etc/hostname is neither a SwiftPM package"))
  }

  @Test func portWritesThePackageAndItsReport() throws {
    let output = NSTemporaryDirectory() + "tca-linux-command-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = try runTool(["port", FixturePaths.app("XcodeApp"), "-o", output])
    #expect(result.status == 0)
    #expect(result.output.contains("11 deletions, 3 workarounds, 0 left"))
    #expect(FileManager.default.fileExists(atPath: output + "/PORT.md"))
    #expect(FileManager.default.fileExists(atPath: output + "/Sources/Timers/Stopwatch.swift"))
  }
}

/// Runs the `tca-linux` built beside the test bundle.
private func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
  let folder = Bundle.main.executableURL!.deletingLastPathComponent()
  let process = Process()
  process.executableURL = folder.appendingPathComponent("tca-linux")
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
