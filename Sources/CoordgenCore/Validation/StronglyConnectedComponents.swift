/// Tarjan's strongly connected components of a graph of `count` nodes (`0..<count`), iterative so a
/// long chain cannot overflow the stack. Linear in nodes and edges.
///
/// Components come in reverse topological order: a component comes before every component that
/// has an edge into it, so reading the result backwards visits sources first.
enum StronglyConnectedComponents {
    static func of(count: Int, successors: (Int) -> [Int]) -> [[Int]] {
        var index = [Int?](repeating: nil, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        for root in 0..<count where index[root] == nil {
            // Each frame is a node, its successors and the position of the next one to follow.
            var frames: [(node: Int, successors: [Int], next: Int)] = []
            func open(_ node: Int) {
                index[node] = nextIndex
                lowLink[node] = nextIndex
                nextIndex += 1
                stack.append(node)
                onStack[node] = true
                frames.append((node, successors(node), 0))
            }
            open(root)
            while let frame = frames.last {
                if frame.next < frame.successors.count {
                    frames[frames.count - 1].next += 1
                    let target = frame.successors[frame.next]
                    if let targetIndex = index[target] {
                        if onStack[target] { lowLink[frame.node] = min(lowLink[frame.node], targetIndex) }
                    } else {
                        open(target)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node]) }
                if lowLink[frame.node] == index[frame.node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == frame.node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
