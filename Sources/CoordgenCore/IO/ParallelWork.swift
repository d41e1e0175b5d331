import Dispatch
import Foundation

/// Independent pieces of work spread over the machine's cores, results kept in input order.
///
/// Used where the work per item is large and shares nothing: parsing one spec, rendering one
/// flow's file. Output is the same as a sequential `map`, so diagnostics and files keep their order.
enum ParallelWork {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(transform(inputs[index]), at: index)
        }
        return results.values()
    }

    /// `map` for work that hands its results on by itself (the slots for its `Void` results cost little).
    static func forEach<Input: Sendable>(_ inputs: [Input], _ body: @escaping @Sendable (Input) -> Void) {
        _ = map(inputs, body)
    }

    /// Like `map`, for work that mostly waits (a child process per input): `threads` threads of its
    /// own take the inputs in order. The dispatch pool has a thread per core, which the caller's own
    /// `map` may hold meanwhile: the work would wait for them (fewer child processes than cores),
    /// or hold them while its children run (idle cores for the caller's work).
    static func mapOnThreads<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int, _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count)
        let next = NextIndex(below: inputs.count)
        let finished = DispatchGroup()
        for _ in 0..<max(1, min(threads, inputs.count)) {
            finished.enter()
            Thread {
                while let index = next.take() { results.store(transform(inputs[index]), at: index) }
                finished.leave()
            }.start()
        }
        finished.wait()
        return results.values()
    }
}

extension ParallelWork {
    /// Frees `value` on a thread of the pool: for a large structure the caller is done with, whose
    /// pieces would otherwise be freed one by one on the caller's thread while the other cores have
    /// nothing to do. `value` must be the last reference to what it holds.
    static func releaseOnPool(_ value: consuming some Sendable) {
        let holder = ReleasedOnPool(consume value)
        DispatchQueue.global().async { holder.drop() }
    }
}

/// What `ParallelWork.releaseOnPool` releases: the value, until the pool's thread drops it.
private final class ReleasedOnPool<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    /// Called once, on the pool's thread, after `init` returned.
    func drop() {
        value = nil
    }
}

/// Hands out 0, 1, 2, … up to a bound, once each, to any number of threads.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let bound: Int
    private var next = 0

    init(below bound: Int) {
        self.bound = bound
    }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < bound else { return nil }
        next += 1
        return next - 1
    }
}

/// One slot per input, each written by exactly one worker and read only after all of them have
/// returned, so no two threads touch the same slot.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    func values() -> [Value] {
        slots.map { value in
            guard let value else { preconditionFailure("ParallelWork: an iteration stored no result") }
            return value
        }
    }
}

/// Work started on a thread of its own, whose result is collected later: the caller goes on with
/// other work meanwhile. A thread, not the dispatch pool, so the work cannot wait behind the
/// caller's own `ParallelWork` (or hold a pool thread the caller's work needs).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        let thread = Thread {
            self.result = work()
            self.done.leave()
        }
        // As deep as the main thread's: the work may parse a user's templates (a recursive parser), and
        // a thread's default stack is smaller on some systems (512 KB on macOS).
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to end, then returns what it produced.
    public func value() -> Value {
        done.wait()
        guard let result else { preconditionFailure("BackgroundWork: the work stored no result") }
        return result
    }
}
