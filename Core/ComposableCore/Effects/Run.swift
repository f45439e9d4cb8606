import IssueReporting

extension Effect {
  /// An effect that runs asynchronous work off the main actor and may send any number of actions.
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
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
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
