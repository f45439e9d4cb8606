import ComposableCore

/// Turns the app's state into text: one line per case study.
public enum Renderer {
  /// One named line of the rendering.
  public struct Line: Equatable, Sendable {
    public var name: String
    public var value: String

    /// A line that reads `name: value`.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }

    public var text: String { "\(name): \(value)" }
  }

  /// The lines for a state. `progressStep` is the percentage the prime progress is rounded down
  /// to: 1 on a terminal, where the bar is redrawn in place, 10 elsewhere.
  public static func lines(_ state: TerminalApp.State, progressStep: Int = 1) -> [Line] {
    let app = state.app
    return [
      Line(name: "counter", value: "\(app.effectsBasics.count)"),
      Line(
        name: "fact",
        value: app.effectsBasics.isNumberFactRequestInFlight
          ? "fetching a fact about \(app.effectsBasics.count)…"
          : app.effectsBasics.alert.map(alertText) ?? app.effectsBasics.numberFact ?? "—"),
      Line(
        name: "refresh",
        value: "count \(app.refresh.count) · "
          + (app.refresh.isLoading
            ? "refreshing…" : app.refresh.alert.map(alertText) ?? app.refresh.fact ?? "—")),
      Line(
        name: "timer",
        value: "\(app.timers.count) tick\(app.timers.count == 1 ? "" : "s") · "
          + (app.timers.isTimerRunning ? "running" : "stopped")),
      Line(
        name: "prime",
        value: "count \(app.nthPrime.count) · "
          + (app.nthPrime.nthPrimeProgress.map { progressBar($0, step: progressStep) }
            ?? app.nthPrime.numberFact ?? "—")),
    ]
  }

  /// An alert on one line: its message, and its buttons to answer with `ok` or `retry`.
  public static func alertText<Action>(_ alert: AlertState<Action>) -> String {
    let text = alert.message.map { String(state: $0) } ?? String(state: alert.title)
    let buttons = alert.buttons.map { "[\(String(state: $0.label))]" }.joined(separator: " ")
    return "failed: \(text) · \(buttons)"
  }

  /// The whole state, one line per case study.
  public static func render(
    _ state: TerminalApp.State, style: Style = Style(isEnabled: false)
  ) -> String {
    lines(state).map(style.text).joined(separator: "\n")
  }

  /// The lines that differ between two renderings.
  public static func changes(from old: [Line], to new: [Line]) -> [Line] {
    zip(old, new).filter { $0 != $1 }.map(\.1)
  }

  /// A ten-cell bar with a percentage, rounded down to a multiple of `step`: `[####......] 42%`.
  public static func progressBar(_ progress: Double, step: Int = 1) -> String {
    let clamped = min(max(progress, 0), 1)
    let percent = Int(clamped * 100) / step * step
    let filled = percent / 10
    return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 10 - filled)
      + "] \(percent)%"
  }
}
