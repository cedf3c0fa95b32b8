import SwiftUI

struct CatalogView: View {
    @StateObject private var catalog = CatalogViewModel()
    @StateObject private var shelf = ShelfViewModel()

    var body: some View {
        List {
            if catalog.isLoading || shelf.isLoading {
                ProgressView()
            }
            if let message = catalog.errorMessage {
                Text(message)
            }
            if shelf.loadError {
                Text("The shelf could not be loaded")
            }
            ForEach(catalog.lanes + shelf.lanes) { lane in
                Text(lane.title)
            }
        }
        .task {
            await catalog.load()
            shelf.reload()
        }
    }
}
