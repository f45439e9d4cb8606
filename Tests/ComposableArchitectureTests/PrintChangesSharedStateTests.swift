import ComposableArchitecture
import Synchronization
import Testing

/// `_printChanges` and `printChanges` show what an action did to shared state, whose reference
/// the state before and after the action share.
@MainActor
struct PrintChangesSharedStateTests {
  struct State {
    @Shared var count: Int
    var label = ""
  }

  final class Log: Sendable {
    private let text = Mutex("")
    /// The text logged, with the object number custom-dump gives a shared value (`#1`, or none)
    /// taken out: the releases differ in where they start counting.
    var value: String { text.withLock { $0 }.replacing("#1 ", with: "") }
    func append(_ line: String) { text.withLock { $0 += line } }
  }

  func counter() -> Reduce<State, Bool> {
    Reduce { state, increments in
      state.$count.withLock { $0 += increments ? 1 : -1 }
      return .none
    }
  }

  @Test func aPrinterSeesTheSharedValueBeforeAndAfterTheAction() {
    let log = Log()
    let printer = _ReducerPrinter<State, Bool> { _, oldState, newState in
      log.append(diff(oldState, newState).map { "\($0)\n" } ?? "(No state changes)\n")
    }
    let store = Store(initialState: State(count: Shared(value: 0))) {
      counter()._printChanges(printer)
    }
    store.send(true)
    store.send(false)
    #expect(
      log.value == """
          PrintChangesSharedStateTests.State(
        -   _count: 0,
        +   _count: 1,
            label: ""
          )
          PrintChangesSharedStateTests.State(
        -   _count: 1,
        +   _count: 0,
            label: ""
          )

        """
    )
  }

  @Test func printChangesReportsTheSharedChange() {
    let log = Log()
    let store = Store(initialState: State(count: Shared(value: 0))) {
      counter().printChanges { log.append($0 + "\n") }
    }
    store.send(true)
    #expect(
      log.value == """
        received action:
          true
            PrintChangesSharedStateTests.State(
          -   _count: 0,
          +   _count: 1,
              label: ""
            )

        """
    )
  }

  @Test func anActionThatLeavesTheSharedValueAloneReportsNoChange() {
    let log = Log()
    let store = Store(initialState: State(count: Shared(value: 0))) {
      Reduce<State, Bool> { _, _ in .none }.printChanges { log.append($0 + "\n") }
    }
    store.send(true)
    #expect(log.value == "received action:\n  true\n  (No state changes)\n")
  }
}
