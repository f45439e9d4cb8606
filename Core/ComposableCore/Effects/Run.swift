import IssueReporting

extension Effect {
  /// An effect that runs asynchronous work and may send any number of actions.
  ///
  /// The operation runs in a task of its own with the store's isolation, the main actor, so
  /// `send` is a plain call rather than a hop, and an effect that only awaits other work costs
  /// no thread switch. Work that keeps a CPU busy belongs off the main actor: put it in a
  /// `@concurrent` function (or on another actor) and await it there.
  ///
  /// Swift 6.3 compiles a closure literal that has a capture list, such as
  /// `{ [count = state.count] send in … }`, as `@concurrent` here (swiftlang/swift#87097): it
  /// runs off the main actor, as TCA's effects do, and starts with a hop. Writing
  /// `{ @MainActor [count = state.count] send in … }` keeps it on the main actor.
  ///
  /// A thrown `CancellationError`, or any error thrown once the effect is cancelled, ends the
  /// effect quietly. Any other error goes to `catch`, or, without a `catch`, is reported as an
  /// issue at the line of this `.run`. The operation sees the dependencies the reducer saw when it
  /// returned the effect.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTick)
  ///   }
  /// }
  /// ```
  ///
  /// Searching for a prime keeps the main actor free while the sieve runs:
  ///
  /// ```swift
  /// @concurrent static func sieve(_ n: Int) async -> Int { … }
  ///
  /// return .run { send in
  ///   await send(.primeResponse(await Self.sieve(n)))
  /// }
  /// ```
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    operation:
      nonisolated(nonsending) @escaping @Sendable (_ send: Send<Action>) async throws
      -> Void,
    catch handler: (
      nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(
      operation: .run(
        OperationRun(
          priority: priority, operation: operation, handler: handler,
          location: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))))
  }
}

/// The work of an ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``: the
/// operation, with the dependencies the reducer saw when it returned the effect.
@usableFromInline
final class OperationRun<Action>: EffectRun<Action>, @unchecked Sendable {
  @usableFromInline
  typealias Operation =
    nonisolated(nonsending) @Sendable (_ send: Send<Action>) async throws
    -> Void
  @usableFromInline
  typealias Handler =
    nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>)
    async -> Void

  // NB: Optional, so that a store that ran it as its own registration can let go of them. Fields
  //     rather than one optional struct: unspecialized code would look up the generic struct's
  //     metadata on every run.
  @exclusivity(unchecked) private var body: Operation?
  @exclusivity(unchecked) private var handler: Handler?
  @exclusivity(unchecked) private var dependencies: DependencyValues?
  private let location: SourceLocation

  @usableFromInline
  init(
    priority: TaskPriority?, operation: @escaping Operation, handler: Handler?,
    location: SourceLocation
  ) {
    self.body = operation
    self.handler = handler
    // NB: What `withEscapedDependencies` and `yield` do, minus the bookkeeping of
    // `withDependencies` around the push (two more task-local pushes in debug builds).
    self.dependencies = DependencyValues._current
    self.location = location
    super.init(priority: priority)
  }

  override func run(_ send: Send<Action>) async {
    guard let dependencies else { return }
    await DependencyValues.$_current.withValue(dependencies) {
      do {
        try await body?(send)
      } catch {
        // NB: Checked before `handle`: most effects that end are cancelled ones, and calling
        //     `handle` would allocate its frame and the frame of what it calls.
        guard !Self.isCancellation(error) else { return }
        await handle(error, send: send)
      }
    }
  }

  override func releaseWork() {
    body = nil
    handler = nil
    dependencies = nil
  }

  /// Whether an error ends the effect quietly: it is cancelled, or the error is a cancellation.
  ///
  /// NB: Synchronous and out of line, so that the cast's temporaries are not in the async frame
  ///     of every effect. The flag first: it is cheaper than the cast.
  @inline(never)
  private static func isCancellation(_ error: any Error) -> Bool {
    Task.isCancelled || error is CancellationError
  }

  /// Ends a `.run` whose operation threw an error other than its cancellation: through
  /// `handler`, or with an issue at the `.run`.
  ///
  /// NB: Out of line, so that the error path adds nothing to the async frame that every effect
  /// allocates: a frame over the task's first slab costs a `malloc` per effect.
  @inline(never)
  private nonisolated(nonsending) func handle(_ error: any Error, send: Send<Action>) async {
    guard let handler else {
      location.report(
        """
        An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled \
        error:

        \(error)

        Handle non-cancellation errors with the "catch" parameter of "Effect.run" or with a "do" \
        block.
        """
      )
      return
    }
    await handler(error, send)
  }
}
