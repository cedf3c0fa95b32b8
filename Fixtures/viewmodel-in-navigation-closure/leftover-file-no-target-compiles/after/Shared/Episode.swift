struct Episode: Hashable {
    var title: String
    var duration: Int
}
