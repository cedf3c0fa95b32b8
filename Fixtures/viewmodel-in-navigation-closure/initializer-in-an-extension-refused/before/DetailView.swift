import SwiftUI

final class DetailViewModel: ObservableObject {
    @Published var title = ""
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

struct DetailView: View {
    @ObservedObject var viewModel: DetailViewModel

    var body: some View {
        Text(viewModel.title)
    }
}
