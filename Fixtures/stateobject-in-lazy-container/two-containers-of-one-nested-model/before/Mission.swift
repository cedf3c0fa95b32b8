struct Mission: Identifiable {
    let id: Int
    var name: String
}
