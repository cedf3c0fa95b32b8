import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var viewModel: SearchModel
    let title: String

    init(title: String, viewModel: SearchModel = SearchModel()) {
        self.title = title
        self.viewModel = viewModel
    }

    var body: some View {
        TextField(title, text: $viewModel.query)
    }
}

struct HomeView: View {
    let shared: SearchModel

    var body: some View {
        NavigationStack {
            NavigationLink("Search") {
                SearchView(title: "Search", viewModel: shared)
            }
            NavigationLink("New search") {
                SearchView(title: "New search")
            }
        }
    }
}

struct SearchView_Previews: PreviewProvider {
    static let stub: SearchModel = {
        let model = SearchModel()
        model.query = "coffee"
        return model
    }()

    static var previews: some View {
        SearchView(title: "Preview", viewModel: stub)
    }
}
