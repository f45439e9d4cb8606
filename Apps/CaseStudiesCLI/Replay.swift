import ComposableCore
import CustomDump
import Foundation

/// Re-runs a recording through the reducer with effects suppressed: the actions that effects
/// sent come from the log, as in Elm's debugger.
public struct Replay {
  public var entries: [LogEntry]
  /// The first line that could not be read, when reading partially.
  public var error: CLIError?

  /// Reads a recording. A line that is not a log entry is an error naming it, unless `partial`,
  /// which keeps the entries before it.
  public init(contentsOf path: String, partial: Bool) throws(CLIError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError(.cannotRead, "cannot read the recording '\(path)'")
    }
    let decoder = JSONDecoder()
    var entries: [LogEntry] = []
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if index == lines.count - 1, line.isEmpty { break }
      do {
        entries.append(try decoder.decode(LogEntry.self, from: Data(line)))
      } catch {
        let reason =
          index == lines.count - 1 ? "is truncated (no final newline)" : "is not a log entry"
        let failure = CLIError(
          .data, "'\(path)' line \(index + 1) \(reason): \(Self.describe(error))")
        guard partial else { throw failure }
        self.error = failure
        break
      }
    }
    self.entries = entries
  }

  /// Runs the entries through a store and returns the final state; with `verify`, each recorded
  /// state must match the replayed one.
  @MainActor
  public func run(verify: Bool, from initialState: TerminalApp.State = TerminalApp.State())
    throws(CLIError) -> TerminalApp.State
  {
    let store = Store(initialState: initialState) {
      Reduce<TerminalApp.State, TerminalApp.Action> { state, action in
        _ = TerminalApp().reduce(into: &state, action: action)
        return .none
      }
    }
    for (index, entry) in entries.enumerated() {
      store.send(entry.action)
      if verify, let recorded = entry.state, recorded != store.state {
        throw CLIError(
          .data,
          "line \(index + 1): the replayed state differs from the recorded one:\n"
            + (diff(recorded, store.state) ?? "") + "\n(Recorded: −, Replayed: +)")
      }
    }
    return store.state
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case let DecodingError.dataCorrupted(context), let DecodingError.keyNotFound(_, context),
      let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}
