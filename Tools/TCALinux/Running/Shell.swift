import Foundation

/// Runs commands and collects what they print.
enum Shell {
  struct Result {
    var status: Int32
    /// Standard output and standard error, interleaved.
    var output: String
  }

  /// Runs `arguments` (looked up on `PATH`) in `directory` and waits; with `echo`, also prints
  /// each line as it comes.
  static func run(_ arguments: [String], in directory: String? = nil, echo: Bool = false) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    var output = Data()
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      output.append(chunk)
      if echo { FileHandle.standardOutput.write(chunk) }
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }
}
