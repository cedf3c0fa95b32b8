struct Post: Identifiable {
    let id: String
    var caption: String
    var likes: Int
}
