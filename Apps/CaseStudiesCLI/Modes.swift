import Foundation

extension Session {
  /// Runs a script: one command per line; stops at the first bad line with its number.
  public func runScript(_ lines: some AsyncSequence<String, Never>) async throws(CLIError) {
    var number = 0
    for await line in lines {
      number += 1
      let command: Command?
      do {
        command = try Command.parse(line)
      } catch {
        throw CLIError(.usage, "line \(number): \(error)")
      }
      guard let command else { continue }
      do {
        guard try await execute(command) else { return }
      } catch {
        throw CLIError(error.code, "line \(number): \(error.description)")
      }
    }
  }

  /// Runs the interactive prompt until `quit` or the end of input; bad lines are reported and
  /// change nothing.
  public func runInteractive(_ lines: some AsyncSequence<String, Never>) async {
    prompt = "> "
    console.out("Case studies. Type 'help' for the commands, 'quit' to leave.\n")
    console.out(Renderer.render(store.state, style: style) + "\n> ")
    for await line in lines {
      do {
        if let command = try Command.parse(line) {
          guard try await execute(command) else { return }
        }
      } catch {
        console.err("error: \(error)\n")
      }
      console.out("> ")
    }
    console.out("\n")
  }
}

/// The lines of standard input, read on a thread of their own so that the app stays live.
public func standardInputLines() -> AsyncStream<String> {
  AsyncStream { continuation in
    let thread = Thread {
      while let line = readLine() { continuation.yield(line) }
      continuation.finish()
    }
    thread.start()
  }
}

/// The lines of a script file.
public func scriptLines(_ path: String) throws(CLIError) -> AsyncStream<String> {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw CLIError(.cannotRead, "cannot read the script '\(path)'")
  }
  guard let text = String(data: data, encoding: .utf8) else {
    throw CLIError(.data, "the script '\(path)' is not UTF-8 text")
  }
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  return AsyncStream { continuation in
    for line in lines.last == "" ? lines.dropLast() : lines[...] { continuation.yield(line) }
    continuation.finish()
  }
}
