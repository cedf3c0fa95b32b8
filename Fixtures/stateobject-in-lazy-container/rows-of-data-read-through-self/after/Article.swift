struct Article: Identifiable {
    let id: Int
    var title: String
    var summary: String
}
