import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a run of the built `case-studies` binary printed, and how it exited.
struct CommandResult {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// The directory that holds the built products, `case-studies` among them.
let productsDirectory = Bundle.main.bundleURL

/// Runs the built `case-studies` binary with arguments and standard input, and returns what it
/// printed; standard input is a pipe, so the app runs non-interactively.
func executeCommand(
  _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
) async throws -> CommandResult {
  let binary = productsDirectory.appendingPathComponent("case-studies")
  try #require(
    FileManager.default.isExecutableFile(atPath: binary.path), "build case-studies first")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment
    .filter { $0.key != "FACT_SERVER_URL" }
    .merging(environment) { $1 }
  let (input, output, error) = (Pipe(), Pipe(), Pipe())
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  let exited = AsyncStream<Int32> { continuation in
    process.terminationHandler = {
      continuation.yield($0.terminationStatus); continuation.finish()
    }
  }
  try process.run()
  input.fileHandleForWriting.write(Data(stdin.utf8))
  try input.fileHandleForWriting.close()
  async let stdout = readToEnd(output.fileHandleForReading)
  async let stderr = readToEnd(error.fileHandleForReading)
  var statuses = exited.makeAsyncIterator()
  let status = await statuses.next(isolation: #isolation) ?? -1
  return CommandResult(
    stdout: String(decoding: await stdout, as: UTF8.self),
    stderr: String(decoding: await stderr, as: UTF8.self),
    status: status
  )
}

/// Reads a pipe to its end on a thread of its own.
///
/// NB: A blocking read on the cooperative pool would starve the tasks of the loopback server
/// that the child process is talking to.
private func readToEnd(_ handle: FileHandle) async -> Data {
  await withCheckedContinuation { continuation in
    Thread {
      continuation.resume(returning: (try? handle.readToEnd()) ?? Data())
    }
    .start()
  }
}

/// The built `case-studies` binary running with pipes, for tests that talk to it over time.
final class InteractiveProcess: Sendable {
  private let process: Process
  private let input: Pipe
  private let output: AsyncStream<String>
  private let exited: AsyncStream<Int32>

  init(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("case-studies")
    process.arguments = arguments
    let (input, output) = (Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    self.exited = AsyncStream { continuation in
      process.terminationHandler = {
        continuation.yield($0.terminationStatus); continuation.finish()
      }
    }
    let reader = output.fileHandleForReading
    self.output = AsyncStream { continuation in
      Thread {
        while case let data = reader.availableData, !data.isEmpty {
          continuation.yield(String(decoding: data, as: UTF8.self))
        }
        continuation.finish()
      }
      .start()
    }
    self.process = process
    self.input = input
    try process.run()
  }

  /// Writes to the app's standard input.
  func send(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Reads standard output until it ends with `suffix` (or the output ends), and returns it.
  func readUntil(_ suffix: String) async -> String {
    await read { $0.hasSuffix(suffix) }
  }

  /// Reads standard output until it holds `count` lines (or the output ends), and returns it.
  func readLines(_ count: Int) async -> String {
    guard count > 0 else { return "" }
    return await read { $0.utf8.count(where: { $0 == UInt8(ascii: "\n") }) >= count }
  }

  private func read(until isComplete: (String) -> Bool) async -> String {
    var text = ""
    for await chunk in output {
      text += chunk
      if isComplete(text) { break }
    }
    return text
  }

  /// Sends SIGTERM.
  func terminate() {
    process.terminate()
  }

  /// Sends SIGKILL, which the app can neither catch nor clean up after.
  func kill() {
    _ = Glibc.kill(process.processIdentifier, SIGKILL)
  }

  /// The exit status, or the number of the signal that ended the process.
  func exitStatus() async -> Int32 {
    for await status in exited { return status }
    return process.terminationStatus
  }
}
