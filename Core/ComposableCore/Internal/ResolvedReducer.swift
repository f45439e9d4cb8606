/// A reducer tree as a store runs it: each `body` evaluated once, on first use, and kept.
///
/// A reducer's `body` builds its reducers (and the case key paths of its `Scope`s) each time it is
/// evaluated. A store resolves its root once; a child reached through `Scope`, `ifLet` or
/// `forEach` is resolved the first time an action reaches it, so that a reducer that refers to
/// itself (`.forEach(\.rows, action: \.rows) { Self() }`) unfolds only as deep as actions go.
package struct ResolvedReducer<State, Action>: Reducer {
  private let node: Node

  /// Wraps a reducer whose tree is resolved the first time the wrapper reduces.
  package init<R: Reducer<State, Action>>(_ reducer: R) {
    if let resolved = reducer as? Self {
      self = resolved
    } else {
      self.node = Node(reducer)
    }
  }

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    node.reduce(into: &state, action: action)
  }

  // NB: Only the store that owns the tree touches it, from its actor; the reducer protocol is
  // not actor-bound, so the class cannot say so. No optional: in unspecialized code an optional
  // existential costs a generic metadata lookup on every read.
  private final class Node: @unchecked Sendable {
    @exclusivity(unchecked) private var base: any Reducer<State, Action>
    @exclusivity(unchecked) private var isResolved = false

    init(_ reducer: some Reducer<State, Action>) {
      self.base = reducer
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if !isResolved {
        base = base.resolved()
        isResolved = true
      }
      return base.reduce(into: &state, action: action)
    }
  }
}

/// A reducer that runs other reducers and can rebuild itself with each of them resolved.
///
/// Operators that hold a child behind a case or an element (`Scope`, `ifLet`, `forEach`) wrap it
/// in a ``ResolvedReducer`` so that it resolves lazily; the others resolve their parts at once.
protocol CompositeReducer<State, Action>: Reducer {
  func resolvingChildren() -> any Reducer<State, Action>
}

extension Reducer {
  /// This reducer with its `body`, and the bodies of the reducers it composes, evaluated.
  func resolved() -> any Reducer<State, Action> {
    if let composite = self as? any CompositeReducer<State, Action> {
      return composite.resolvingChildren()
    }
    guard Body.self != Never.self, let body = body as? any Reducer<State, Action> else {
      return self
    }
    return body.resolved()
  }
}

extension ResolvedReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> { self }
}

extension Scope: CompositeReducer {
  func resolvingChildren() -> any Reducer<ParentState, ParentAction> {
    ResolvedScope(self)
  }
}

extension CombineReducers: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> { reducers.resolved() }
}

extension Reduce: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> {
    guard let wrapped else { return self }
    return wrapped.resolved()
  }
}

extension Optional: CompositeReducer where Wrapped: Reducer {
  func resolvingChildren() -> any Reducer<Wrapped.State, Wrapped.Action> {
    switch self {
    case let .some(wrapped): wrapped.resolved()
    case .none: EmptyReducer()
    }
  }
}

extension ReducerBuilder.Sequence: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> {
    ReducerBuilder.Sequence(first: Eager(first), second: Eager(second))
  }
}

extension ReducerBuilder.Many: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> {
    ReducerBuilder.Many(reducers: reducers.map { Eager($0) })
  }
}

extension ReducerBuilder.Conditional: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> {
    switch self {
    case let .first(reducer): reducer.resolved()
    case let .second(reducer): reducer.resolved()
    }
  }
}

extension IfLetReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<Parent.State, Parent.Action> {
    IfLetReducer<Eager, ResolvedReducer>(
      parent: Eager(parent), child: ResolvedReducer(child), toChildState: toChildState,
      toChildAction: CaseExtractor(toChildAction).fastCasePath, location: location
    )
  }
}

extension ForEachReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<Parent.State, Parent.Action> {
    ForEachReducer<Eager, ID, ResolvedReducer>(
      parent: Eager(parent), element: ResolvedReducer(element),
      toElementsState: toElementsState,
      toElementAction: CaseExtractor(toElementAction).fastCasePath, location: location
    )
  }
}

extension PrintChangesReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<Base.State, Base.Action> {
    PrintChangesReducer<Eager>(base: Eager(base), write: write)
  }
}

/// A part of a composite, resolved as the composite is.
struct Eager<State, Action>: Reducer {
  let base: any Reducer<State, Action>

  init(_ reducer: some Reducer<State, Action>) {
    self.base = reducer.resolved()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    base.reduce(into: &state, action: action)
  }
}
