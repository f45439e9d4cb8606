// NB: The names TCA 1.0 replaced, unavailable as in TCA, so that code written against 0.x gets
//     TCA's "renamed" errors and fix-its instead of a bare "cannot find type".

@available(*, unavailable, renamed: "Reducer")
public typealias ReducerProtocol = Reducer

@available(*, unavailable, renamed: "ReducerOf")
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>

@available(*, unavailable, renamed: "Effect")
public typealias EffectTask<Action> = Effect<Action>
