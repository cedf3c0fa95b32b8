import SwiftUI

struct ImporterView: View {
    @StateObject private var importer = ImporterViewModel()
    @StateObject private var reader = ReaderViewModel()

    var body: some View {
        List {
            if importer.loading {
                ProgressView()
            }
            if importer.error != nil || reader.error != nil {
                Text("The accounts could not be read")
            }
            ForEach(importer.accounts) { account in
                Text("\(account.id)")
            }
            if reader.readingInProgress {
                Text("Reading")
            }
        }
        .task {
            await importer.fetchData()
            await reader.fetchData()
        }
    }
}
