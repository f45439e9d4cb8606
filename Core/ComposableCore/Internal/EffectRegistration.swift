extension EffectRegistry {
  /// Where a registered effect is in its life, which says what cancels it.
  enum Stage: UInt8 {
    /// Registered, not started yet.
    case reserved
    /// Registered, and cancelled before it started: its task starts cancelled.
    case cancelledBeforeStart
    /// Running the synchronous start of `Task.immediate`, before its task is handed back: the
    /// registration's `current` task cancels it.
    case starting
    /// Running, as the registration's `task`.
    case running
    /// Unregistered: its task has ended.
    case ended
  }

  /// A registration's place in the list of the effects registered under one cancellation key.
  ///
  /// The lists are intrusive: registering and unregistering an effect under a key links and
  /// unlinks a node, with no table per key to hash into or grow. Every field is only touched
  /// under the registry's lock, so no access can overlap another: no dynamic exclusivity checks.
  /// The links are unowned: a node is linked only while its registration is in the registry's
  /// list of running effects, which holds a reference to it.
  ///
  /// NB: A group, so that a registration can be its send's group (see ``Registration``).
  @usableFromInline
  package class KeyLink: EffectGroup, @unchecked Sendable {
    /// The registration this node places: itself, for its first key.
    @exclusivity(unchecked) unowned(unsafe) var owner: Registration?
    @exclusivity(unchecked) unowned(unsafe) var previous: KeyLink?
    @exclusivity(unchecked) unowned(unsafe) var next: KeyLink?
    /// Whether the node is in its key's list; a cancellation by key unlinks the whole list.
    @exclusivity(unchecked) var isLinked = false

    init(owner: Registration?) {
      self.owner = owner
      super.init()
    }
  }

  /// One registered effect: its place in the registry's lists, what cancels it, and, for a run
  /// that a send returned, what starts it once the send is over.
  ///
  /// NB: A class, so that a cancellation between registering and starting reaches it, and so
  ///     that a send's line of runs to start holds one reference per run. What a run does is a
  ///     subclass's ``perform()``, so that the registration is also what runs it: no closure, with
  ///     a context to allocate, per effect. A `.run` is a registration itself (``EffectRun``),
  ///     which a store registers when it holds the only reference to it, and the first run that
  ///     a send registers is the send's group as well: one object per effect, where a run, its
  ///     registration and its send's group were three.
  @usableFromInline
  package class Registration: KeyLink, @unchecked Sendable {
    /// The registry it is registered in, which its task leaves when it ends; `nil` for a run that
    /// no store has registered.
    @exclusivity(unchecked) final var registry: EffectRegistry?
    @exclusivity(unchecked) final var keys = CancellationKeys.none
    /// The nodes of the keys after the first; most effects have one key or none.
    @exclusivity(unchecked) final var extraLinks: [KeyLink] = []
    // NB: Fields rather than an enum with payloads: the current task's type is resilient, so
    //     such an enum is copied through the runtime's value witnesses on every look.
    @exclusivity(unchecked) final var stage = Stage.reserved
    /// The task while it runs its synchronous start. It is alive while it is registered: it
    /// unregisters itself before it ends.
    @exclusivity(unchecked) final var current: StartingTask?
    @exclusivity(unchecked) final var task: Task<Void, Never>?
    @exclusivity(unchecked) unowned(unsafe) final var previousRunning: Registration?
    @exclusivity(unchecked) unowned(unsafe) final var nextRunning: Registration?
    final let priority: TaskPriority?
    /// The group its task counts in, a send's, which its `StoreTask` awaits, when it is not its
    /// own (``isOwnGroup``).
    @exclusivity(unchecked) private final var otherGroup: EffectGroup?
    /// Whether it is its send's group itself: it is the first run the send registered.
    @exclusivity(unchecked) private final var isOwnGroup = false
    /// The group of the concatenation step it is, if it is one.
    @exclusivity(unchecked) final var direct: EffectGroup?

    /// A registration that is not registered yet: a `.run`, until a store registers it.
    init(priority: TaskPriority?) {
      self.priority = priority
      super.init(owner: nil)
      owner = self
    }

    init(
      registry: EffectRegistry, keys: CancellationKeys, priority: TaskPriority? = nil,
      group: EffectGroup? = nil, direct: EffectGroup? = nil
    ) {
      self.priority = priority
      super.init(owner: nil)
      owner = self
      self.registry = registry
      self.keys = keys
      self.otherGroup = group
      self.direct = direct
    }

    /// The group its task counts in: a send's, which its `StoreTask` awaits.
    final var group: EffectGroup? {
      isOwnGroup ? self : otherGroup
    }

    /// Places the registration in `registry` under `keys`, counting in `group` (or starting
    /// the send's group itself when there is none yet) and in `direct`.
    final func prepare(
      in registry: EffectRegistry, keys: CancellationKeys, group: inout EffectGroup?,
      direct: EffectGroup?
    ) {
      self.registry = registry
      self.keys = keys
      self.direct = direct
      if let group {
        otherGroup = group
      } else {
        isOwnGroup = true
        group = self
      }
    }

    /// The effect's work, which its task runs once ``EffectRegistry/start(_:)`` starts it.
    @MainActor func perform() async {}

    /// Its task's work, from its synchronous start, in `registry`, its own.
    ///
    /// NB: The registry is the task's, not loaded from ``registry``: each load of a stored
    ///     variable retains what it holds.
    @MainActor func runFromStart(in registry: EffectRegistry) async {
      registry.markStarting(self)
      await perform()
      registry.end(self)
    }

    /// Counts its task in its groups, before the task starts.
    final func beginInGroups() {
      if isOwnGroup { begin() } else { otherGroup?.begin() }
      direct?.begin()
    }

    /// Keeps its task in its groups, for their cancellation.
    final func trackInGroups(_ task: Task<Void, Never>) {
      if isOwnGroup { track(task) } else { otherGroup?.track(task) }
      direct?.track(task)
    }

    /// Uncounts its ended task in its groups.
    final func endInGroups() {
      if isOwnGroup { end() } else { otherGroup?.end() }
      direct?.end()
    }

    /// Adds the node of its next key after the first.
    final func addExtraLink() -> KeyLink {
      let link = KeyLink(owner: self)
      extraLinks.append(link)
      return link
    }

    /// The node of its key at `index` in `keys`.
    final func link(at index: Int) -> KeyLink {
      index == 0 ? self : extraLinks[index - 1]
    }
  }

  /// A task running its synchronous start, which a cancellation in the meantime cancels.
  ///
  /// NB: The task's address rather than its `UnsafeCurrentTask`, whose type is resilient: an
  ///     optional of it was copied and destroyed through the runtime's value witnesses, its
  ///     metadata looked up each time, whenever a registration set or cleared it.
  struct StartingTask {
    private let address: UnsafeRawPointer

    init(_ task: UnsafeCurrentTask) {
      address = unsafeBitCast(task, to: UnsafeRawPointer.self)
    }

    func cancel() {
      unsafeBitCast(address, to: UnsafeCurrentTask.self).cancel()
    }
  }

  /// A registered run whose work is a closure.
  final class ClosureRegistration: Registration, @unchecked Sendable {
    private let body: @MainActor @Sendable () async -> Void

    init(
      registry: EffectRegistry, keys: CancellationKeys, priority: TaskPriority?,
      group: EffectGroup, direct: EffectGroup?,
      body: @escaping @MainActor @Sendable () async -> Void
    ) {
      self.body = body
      super.init(registry: registry, keys: keys, priority: priority, group: group, direct: direct)
    }

    override func perform() async {
      await body()
    }
  }
}
