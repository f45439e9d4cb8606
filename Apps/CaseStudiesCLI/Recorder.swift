import ComposableCore
import Foundation

/// Writes a recording: log entries appended one JSON line each, written through at once so that
/// nothing is lost if the process dies.
public final class Recorder: Sendable {
  private let handle: FileHandle
  private let encoder: JSONEncoder

  /// Starts a new recording at `path`, replacing any file there.
  public init(path: String) throws(CLIError) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw CLIError(.cannotOpen, "cannot create the recording '\(path)'")
    }
    self.handle = handle
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    self.encoder = encoder
  }

  func append(_ entry: some Encodable) {
    guard var line = try? encoder.encode(entry) else { return }
    line.append(UInt8(ascii: "\n"))
    handle.write(line)
  }
}

extension Reducer {
  /// Records every action and the state after it, when a recorder is given, one `entry` a line.
  ///
  /// Inside a store, `self` runs the body the store resolved for it, not a body built again for
  /// every action.
  public func recording(
    to recorder: Recorder?, entry: @escaping (Action, State) -> some Encodable
  ) -> Reduce<State, Action> {
    Reduce { state, action in
      let effect = self.reduce(into: &state, action: action)
      recorder?.append(entry(action, state))
      return effect
    }
  }
}

extension Reducer where State: Encodable, Action: Encodable {
  /// Records every action and the state after it, when a recorder is given, as ``LogEntry``
  /// lines: the same keys, any encodable types.
  public func recording(to recorder: Recorder?) -> Reduce<State, Action> {
    recording(to: recorder) { RecordedEntry(action: $0, state: $1) }
  }
}

extension TerminalApp {
  /// Records every action and the state after it, when a recorder is given, as ``LogEntry``
  /// lines.
  public func recording(to recorder: Recorder?) -> Reduce<State, Action> {
    recording(to: recorder) { LogEntry(action: $0, state: $1) }
  }
}

/// A ``LogEntry`` as any recorded reducer writes it: the same keys, any encodable types.
private struct RecordedEntry<Action: Encodable, State: Encodable>: Encodable {
  let action: Action
  let state: State
}
