import Foundation

extension OpenURLEffect {
  /// Hands `url` to the first `xdg-open` on `searchPath` (a `PATH`-style list of directories)
  /// and waits for it to exit.
  ///
  /// - Returns: Whether `xdg-open` was found, started and exited with status 0, which it does
  ///   once it has handed the URL to an application. `false` when the task is cancelled before.
  static func openWithXDGOpen(_ url: URL, searchPath: String?) async -> Bool {
    guard let executable = xdgOpen(on: searchPath) else { return false }
    let process = Process()
    process.executableURL = executable
    process.arguments = [url.absoluteString]
    // NB: A terminal browser that xdg-open falls back to must not take over the app's terminal.
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let (statuses, continuation) = AsyncStream.makeStream(of: Int32.self)
    process.terminationHandler = { process in
      continuation.yield(process.terminationStatus)
      continuation.finish()
    }
    do {
      try process.run()
    } catch {
      return false
    }
    for await status in statuses {
      return status == 0
    }
    return false
  }

  /// The first executable `xdg-open` in the directories of `searchPath`.
  private static func xdgOpen(on searchPath: String?) -> URL? {
    guard let searchPath else { return nil }
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("xdg-open")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
