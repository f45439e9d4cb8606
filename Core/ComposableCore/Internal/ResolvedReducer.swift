/// A reducer resolved the first time it reduces, and kept.
///
/// A store resolves its reducer when the first action reaches it: each `body` is evaluated and
/// the tree rebuilt with its parts resolved, down to its child features (scopes, `ifLet`,
/// `forEach`, presented and stacked destinations), which stay behind this wrapper until an action
/// reaches them, as TCA evaluates a body only when its reducer runs. A reducer that refers to
/// itself (`.forEach(\.rows, action: \.rows) { Self() }`) would otherwise unfold forever, so where
/// resolution meets a reducer type it is already resolving, it stops here too: the recursion
/// unfolds only as deep as actions go.
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
  // not actor-bound, so the class cannot say so. The resolved reducer sits in a `let` of a class
  // behind an optional reference: no generic metadata to look up and no existential to copy
  // when a send reads it, as an optional existential or a `var` existential would need.
  private final class Node: @unchecked Sendable {
    private let unresolved: any Reducer<State, Action>
    @exclusivity(unchecked) private var resolved: Resolved?
    @exclusivity(unchecked) private var resolvedReference: Unmanaged<Resolved>?

    init(_ reducer: some Reducer<State, Action>) {
      self.unresolved = reducer
    }

    // NB: Inlined into `ResolvedReducer.reduce`, one frame less per level: each level of a deep
    //     tree nests several calls, and past the return predictor's depth every return is a
    //     misprediction.
    @inline(__always)
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard let resolved = unsafe resolvedReference else {
        return resolve().reducer.reduce(into: &state, action: action)
      }
      // NB: `resolved` keeps it alive and is never replaced, so the call needs no retain.
      return unsafe resolved._withUnsafeGuaranteedRef {
        $0.reducer.reduce(into: &state, action: action)
      }
    }

    @inline(never)
    private func resolve() -> Resolved {
      let resolved = Resolved(unresolved.resolved(in: ResolutionContext()))
      self.resolved = resolved
      unsafe resolvedReference = Unmanaged.passUnretained(resolved)
      return resolved
    }
  }

  private final class Resolved: @unchecked Sendable {
    let reducer: any Reducer<State, Action>

    init(_ reducer: any Reducer<State, Action>) {
      self.reducer = reducer
    }
  }
}

/// The reducer types whose bodies a resolution is inside, outermost first.
final class ResolutionContext {
  var resolving: [ObjectIdentifier] = []
}

/// A reducer that runs other reducers and can rebuild itself with each of them resolved.
protocol CompositeReducer<State, Action>: Reducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action>
}

extension Reducer {
  /// This reducer with its `body`, and the bodies of the reducers it composes, evaluated.
  func resolved(in context: ResolutionContext = ResolutionContext()) -> any Reducer<State, Action> {
    if let composite = self as? any CompositeReducer<State, Action> {
      return composite.resolvingChildren(in: context)
    }
    guard Body.self != Never.self else { return self }
    let type = ObjectIdentifier(Self.self)
    guard !context.resolving.contains(type) else { return ResolvedReducer(self) }
    guard let body = body as? any Reducer<State, Action> else { return self }
    context.resolving.append(type)
    defer { context.resolving.removeLast() }
    return body.resolved(in: context)
  }
}

extension ResolvedReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> { self }
}

extension CombineReducers: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> {
    reducers.resolved(in: context)
  }
}

extension Reduce: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> {
    guard let wrapped else { return self }
    return wrapped.resolved(in: context)
  }
}

extension Optional: CompositeReducer where Wrapped: Reducer {
  func resolvingChildren(
    in context: ResolutionContext
  ) -> any Reducer<Wrapped.State, Wrapped.Action> {
    switch self {
    case let .some(wrapped): wrapped.resolved(in: context)
    case .none: EmptyReducer()
    }
  }
}

extension ReducerBuilder.Sequence: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> {
    ReducerBuilder.Sequence(first: Eager(first, in: context), second: Eager(second, in: context))
  }
}

extension ReducerBuilder.Many: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> {
    ReducerBuilder.Many(reducers: reducers.map { Eager($0, in: context) })
  }
}

extension ReducerBuilder.Conditional: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> {
    switch self {
    case let .first(reducer): reducer.resolved(in: context)
    case let .second(reducer): reducer.resolved(in: context)
    }
  }
}

extension IfLetReducer: CompositeReducer {
  func resolvingChildren(
    in context: ResolutionContext
  ) -> any Reducer<Parent.State, Parent.Action> {
    ResolvedIfLet(
      self, parent: parent.resolved(in: context), child: ResolvedReducer(child),
      extractor: CaseExtractor(toChildAction), modify: inPlaceModifier(for: toChildState)?.accessor)
  }
}

extension ForEachReducer: CompositeReducer {
  func resolvingChildren(
    in context: ResolutionContext
  ) -> any Reducer<Parent.State, Parent.Action> {
    ResolvedForEach(
      self, parent: parent.resolved(in: context), element: ResolvedReducer(element),
      extractor: CaseExtractor(toElementAction), modifier: inPlaceModifier(for: toElementsState))
  }
}

extension PrintChangesReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    PrintChangesReducer<Eager>(base: Eager(base, in: context), write: write)
  }
}

/// A part of a composite, resolved as the composite is.
struct Eager<State, Action>: Reducer {
  let base: any Reducer<State, Action>

  init(_ reducer: some Reducer<State, Action>, in context: ResolutionContext) {
    self.base = reducer.resolved(in: context)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    base.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// This reducer as a ``Store`` runs it, resolved when the first action reaches it; for the
  /// test store, which runs the same tree.
  package func resolvedAsInStore() -> any Reducer<State, Action> {
    ResolvedReducer(self)
  }
}
