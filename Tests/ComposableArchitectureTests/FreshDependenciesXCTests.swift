import ComposableArchitecture
import XCTest

/// An XCTest suite that links only `ComposableArchitecture` starts each test with fresh
/// dependencies, and with them fresh `@Shared` storage, as XCTest does on Apple platforms.
///
/// Both tests read the same keys, expect the defaults and then change them, so whichever runs
/// second fails if the first one's values leak into it.
final class FreshDependenciesXCTests: XCTestCase {
  @MainActor
  func testFirstSeesTheDefaults() async {
    await startsFreshThenChangesTheSharedValues()
  }

  @MainActor
  func testSecondSeesTheDefaults() async {
    await startsFreshThenChangesTheSharedValues()
  }

  @MainActor
  private func startsFreshThenChangesTheSharedValues() async {
    let store = TestStore(initialState: SharedTally.State()) { SharedTally() }
    XCTAssertEqual(store.state.inMemory, 0)
    XCTAssertEqual(store.state.onDisk, 0)
    await store.send(.incrementButtonTapped) {
      $0.$inMemory.withLock { $0 = 1 }
      $0.$onDisk.withLock { $0 = 1 }
    }
  }
}

@Reducer
private struct SharedTally {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("FreshDependenciesXCTests.count")) var inMemory = 0
    @Shared(.fileStorage(URL(fileURLWithPath: "/FreshDependenciesXCTests/count.json")))
    var onDisk = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.$inMemory.withLock { $0 += 1 }
      state.$onDisk.withLock { $0 += 1 }
      return .none
    }
  }
}
