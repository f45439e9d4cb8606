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
///
/// NB: Spawned with `posix_spawn`, not Foundation's `Process`, whose `run()` in Swift 6.3.1 now
///     and then crashes reading `/proc/self/fd` (swift-corelibs-foundation#5472); a test that
///     starts a hundred processes would hit it.
final class InteractiveProcess: Sendable {
  private let pid: pid_t
  private let input: FileHandle
  private let output: AsyncStream<String>
  private let exited: AsyncStream<Int32>

  init(_ arguments: [String]) throws {
    let binary = productsDirectory.appendingPathComponent("case-studies").path
    let (input, output) = (Pipe(), Pipe())
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(
      &actions, input.fileHandleForReading.fileDescriptor, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(
      &actions, output.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    _ = addCloseFrom?(&actions, STDERR_FILENO + 1)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var spawnedID = pid_t()
    let spawned = posix_spawn(&spawnedID, binary, &actions, nil, argv, environ)
    let pid = spawnedID
    try input.fileHandleForReading.close()
    try output.fileHandleForWriting.close()
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    self.pid = pid
    self.input = input.fileHandleForWriting
    self.exited = AsyncStream { continuation in
      Thread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let signal = status & 0x7f
        continuation.yield(signal == 0 ? status >> 8 & 0xff : signal)
        continuation.finish()
      }
      .start()
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
  }

  /// Writes to the app's standard input.
  func send(_ text: String) {
    input.write(Data(text.utf8))
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
    _ = Glibc.kill(pid, SIGTERM)
  }

  /// Sends SIGKILL, which the app can neither catch nor clean up after.
  func kill() {
    _ = Glibc.kill(pid, SIGKILL)
  }

  /// The exit status, or the number of the signal that ended the process; -1 if the waiting
  /// task is cancelled first.
  func exitStatus() async -> Int32 {
    for await status in exited { return status }
    return -1
  }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which the Glibc module does not
/// import: the child closes every descriptor from the given one, so that it holds no other
/// test's pipe open.
private let addCloseFrom = dlsym(
  UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
).map {
  unsafeBitCast(
    $0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
  )
}
