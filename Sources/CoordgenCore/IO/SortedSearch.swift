extension RandomAccessCollection {
    /// The first index whose element is not `belongsBefore` a key, in a collection sorted so that
    /// every element for which it is true comes first (a binary search: where the key is, or would be).
    func firstIndex(notBefore belongsBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
