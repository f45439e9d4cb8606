import IssueReporting

extension Effect {
  /// An effect that runs asynchronous work and may send any number of actions.
  ///
  /// The operation runs in a task of its own with the store's isolation, the main actor, so
  /// `send` is a plain call rather than a hop, and an effect that only awaits other work costs
  /// no thread switch. Work that keeps a CPU busy belongs off the main actor: put it in a
  /// `@concurrent` function (or on another actor) and await it there.
  ///
  /// A thrown `CancellationError` ends the effect quietly. Any other error goes to `catch`, or,
  /// without a `catch`, is reported as an issue at the line of this `.run`. The operation sees
  /// the dependencies the reducer saw when it returned the effect.
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
    // NB: What `withEscapedDependencies` and `yield` do, minus the bookkeeping of
    // `withDependencies` around the push (two more task-local pushes in debug builds).
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(priority) { send in
        await DependencyValues.$_current.withValue(dependencies) {
          do {
            try await operation(send)
          } catch is CancellationError {
          } catch  where Task.isCancelled {
          } catch {
            guard let handler else {
              reportIssue(
                """
                An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error:

                \(error)

                Handle non-cancellation errors with the "catch" parameter of "Effect.run" or with \
                a "do" block.
                """,
                fileID: fileID, filePath: filePath, line: line, column: column
              )
              return
            }
            await handler(error, send)
          }
        }
      })
  }
}
