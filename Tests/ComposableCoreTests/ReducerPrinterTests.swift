import Synchronization
import Testing

@testable import ComposableCore

/// `_printChanges(_:)`, TCA's spelling of `printChanges`, with printers.
@MainActor
struct ReducerPrinterTests {
  enum Action: Equatable {
    case add(Int)
    case row(index: Int, action: Row)
    case reset
    enum Row: Equatable { case tapped, renamed(to: String) }
  }

  final class Log: Sendable {
    private let lines = Mutex<[String]>([])
    var value: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
  }

  func reducer() -> Reduce<Int, Action> {
    Reduce { state, action in
      if case let .add(value) = action { state += value }
      return .none
    }
  }

  @Test func aPrinterSeesEachActionWithTheStateBeforeAndAfterInOrder() {
    let log = Log()
    let printer = _ReducerPrinter<Int, Action> { action, old, new in
      log.append("\(action): \(old) → \(new)")
    }
    let store = Store(initialState: 0) {
      reducer()._printChanges(printer)._printChanges(printer)
    }
    store.send(.add(2))
    store.send(.reset)
    #expect(
      log.value == [
        "add(2): 0 → 2", "add(2): 0 → 2", "reset: 2 → 2", "reset: 2 → 2",
      ])
  }

  @Test func noPrinterPrintsNothingAndChangesNothing() {
    let store = Store(initialState: 0) { reducer()._printChanges(nil) }
    store.send(.add(1))
    #expect(store.withState { $0 } == 1)
  }

  @Test func theDefaultPrintersCompile() {
    _ = reducer()._printChanges()
    _ = reducer()._printChanges(.actionLabels)
    _ = reducer()._printChanges(.customDump)
  }

  @Test func caseLabelsNameTheCasesAndTheirLabelsButNotTheValues() {
    #expect(caseLabels(of: Action.add(1)) == "ReducerPrinterTests.Action.add")
    #expect(
      caseLabels(of: Action.row(index: 1, action: .renamed(to: "x")))
        == "ReducerPrinterTests.Action.row(index:, action: .renamed(to:))")
    #expect(caseLabels(of: Action.reset) == "ReducerPrinterTests.Action.reset")
  }
}
