import SwiftUI

struct ListView: View {
    var body: some View {
        NavigationStack {
            NavigationLink(destination: DetailView(viewModel: DetailViewModel(id: 1))) {
                Text("First")
            }
        }
    }
}
