import SwiftUI

struct ContentView: View {
    let notes: [String]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                NavigationLink(note) {
                    DetailView(viewModel: DetailViewModel(note: note))
                }
            }
        }
    }
}
