import AppFeature
import Foundation
import Sharing

/// The counters `--state FILE` keeps between runs: the counter, the refresh counter and the
/// timer's ticks.
public struct SavedCounters: Codable, Equatable, Sendable {
  public var counter = 0
  public var refresh = 0
  public var timer = 0

  public init(counter: Int = 0, refresh: Int = 0, timer: Int = 0) {
    self.counter = counter
    self.refresh = refresh
    self.timer = timer
  }

  /// The counters of a running app.
  init(_ app: AppReducer.State) {
    self.init(counter: app.effectsBasics.count, refresh: app.refresh.count, timer: app.timers.count)
  }
}

extension AppReducer.State {
  /// The app's state with its counters set from saved ones.
  func restoring(_ counters: SavedCounters) -> Self {
    var state = self
    state.effectsBasics.count = counters.counter
    state.refresh.count = counters.refresh
    state.timers.count = counters.timer
    return state
  }
}

extension SharedKey where Self == FileStorageKey<SavedCounters> {
  /// The state file `--state` names.
  static func savedCounters(_ path: String) -> Self {
    fileStorage(URL(fileURLWithPath: path), encoder: .prettyPrinted)
  }
}

extension JSONEncoder {
  fileprivate static var prettyPrinted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}
