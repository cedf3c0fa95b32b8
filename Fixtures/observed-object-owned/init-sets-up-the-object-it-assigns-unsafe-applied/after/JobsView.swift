import SwiftUI

final class Workspace {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class WorkflowJobs: ObservableObject {
    @Published var jobs: [String] = []
    private let workspace: Workspace

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func fetchJobs(runID: String) {
        jobs = ["\(workspace.name)/\(runID)"]
    }
}

struct JobsView: View {
    @StateObject private var jobsModel: WorkflowJobs
    @State private var runID: String

    init(workspace: Workspace,
         runID: String) {
        _jobsModel = StateObject(wrappedValue: {
            let jobsModel = WorkflowJobs(workspace: workspace)
            jobsModel.fetchJobs(runID: runID) // first page only
            return jobsModel
        }())
        self.runID = runID
    }

    var body: some View {
        List(jobsModel.jobs, id: \.self) { job in
            Text(job)
        }
    }
}
