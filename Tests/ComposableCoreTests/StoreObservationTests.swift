import ComposableCore
import ConcurrencyExtras
import Observation
import Testing

/// A store of `@ObservableState` state is observable: `withObservationTracking` around a render
/// that reads the store runs again exactly when something it read changed.
@MainActor
struct StoreObservationTests {
  @Test func aReadThroughTheStoreIsTracked() {
    let store = Store(initialState: Board.State()) { Board() }
    let countChanged = observe { _ = store.count }
    let titleChanged = observe { _ = store.title }
    store.send(.increment)
    #expect(countChanged.value)
    #expect(!titleChanged.value)
    #expect(store.count == 1)
  }

  @Test func replacingTheWholeStateNotifies() {
    let store = Store(initialState: Board.State()) { Board() }
    let changed = observe { _ = store.title }
    store.send(.reset)
    #expect(changed.value)
  }

  @Test func anActionThatChangesNothingNotifiesNoOne() {
    let store = Store(initialState: Board.State()) { Board() }
    let changed = observe {
      _ = store.count; _ = store.title; _ = store.child.count
    }
    store.send(.noop)
    #expect(!changed.value)
  }

  @Test func scopedStoresAreTrackedTheSameWay() {
    let store = Store(initialState: Board.State()) { Board() }
    let child = store.scope(state: \.child, action: \.child)
    let childCountChanged = observe { _ = child.count }
    store.send(.increment)
    #expect(!childCountChanged.value)
    child.send(.increment)
    #expect(childCountChanged.value)
    #expect(child.count == 1)

    let replaced = observe { _ = child.count }
    store.send(.replaceChild)
    #expect(replaced.value)
    #expect(child.count == 0)
  }

  private func observe(_ read: () -> Void) -> LockIsolated<Bool> {
    let changed = LockIsolated(false)
    withObservationTracking(read) { changed.setValue(true) }
    return changed
  }
}

struct Board: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var title = "Board"
    var child = Board.Child.State()
  }

  @CasePathable
  enum Action {
    case child(Child.Action)
    case increment
    case noop
    case replaceChild
    case reset
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .child, .noop: break
      case .increment: state.count += 1
      case .replaceChild: state.child = Child.State()
      case .reset: state = State()
      }
      return .none
    }
  }

  struct Child: Reducer {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    @CasePathable
    enum Action { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }
}
