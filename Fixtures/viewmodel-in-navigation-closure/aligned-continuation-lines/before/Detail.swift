import SwiftUI

final class DetailModel: ObservableObject {
    init(title: String, count: Int) {}
}

struct DetailView: View {
    @ObservedObject var viewModel: DetailModel
    let footer: String

    var body: some View { Text("") }
}

struct Parent: View {
    let titles: [String]
    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                NavigationLink(title) {
                    DetailView(viewModel: DetailModel(title: title,
                                                      count: 3),
                               footer: "x")
                }
            }
        }
    }
}
