import ComposableArchitecture
import Foundation
import Testing

/// A TCA 1.x feature and its tests, written as a TCA user writes them, with
/// `import ComposableArchitecture` and nothing else from this package.
@Reducer
struct Checklist {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item.State> = []
    var summary = Summary.State()
    var isSaving = false
  }

  enum Action {
    case addButtonTapped
    case items(IdentifiedActionOf<Item>)
    case saveButtonTapped
    case saved
    case summary(Summary.Action)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Scope(\.summary, action: \.summary) {
      Summary()
    }
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.items.append(Item.State(id: uuid()))
        return .none
      case .items, .summary:
        return .none
      case .saveButtonTapped:
        state.isSaving = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.saved, animation: .default)
        }
      case .saved:
        state.isSaving = false
        return .none
      }
    }
    .forEach(\.items, action: \.items) {
      Item()
    }
  }
}

@Reducer
struct Item {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var isDone = false
    var title = ""
  }

  enum Action {
    case titleChanged(String)
    case toggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
      case .toggled:
        state.isDone.toggle()
      }
      return .none
    }
  }
}

@Reducer
struct Summary {
  @ObservableState
  struct State: Equatable {
    var refreshes = 0
  }

  enum Action {
    case refreshButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.refreshes += 1
    return .none
  }
}

@MainActor
struct DropInTests {
  @Test func caseKeyPathsSendAndReceive() async {
    let clock = TestClock()
    let store = TestStore(initialState: Checklist.State()) {
      Checklist()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.items.append(Item.State(id: UUID(0)))
    }
    await store.send(\.items[id: UUID(0)].toggled) {
      $0.items[id: UUID(0)]?.isDone = true
    }
    await store.send(\.items[id: UUID(0)].titleChanged, "Milk") {
      $0.items[id: UUID(0)]?.title = "Milk"
    }
    await store.send(\.summary.refreshButtonTapped) {
      $0.summary.refreshes = 1
    }
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.saved) {
      $0.isSaving = false
    }
  }

  @Test func theStoreIsObservable() {
    let store = Store(initialState: Checklist.State()) {
      Checklist()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.items.count
    } onChange: {
      changed.setValue(true)
    }
    store.send(.summary(.refreshButtonTapped))
    #expect(!changed.value)
    store.send(.addButtonTapped)
    #expect(changed.value)
  }
}
