/**
 * Requests and responses of every operation, captured from a real run by
 * scripts/capture-api-examples.mjs (do not edit by hand; run the script again).
 */
import type { CapturedExamples } from './examples.js';

export const CAPTURED_EXAMPLES: CapturedExamples = {
  "adminCreateOrganization": {
    "status": 201,
    "request": {
      "name": "Northwind Logistics"
    },
    "response": {
      "data": {
        "id": "da227f3e-494b-4b78-951f-02cd397d3945",
        "name": "Northwind Logistics",
        "defaultTeamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "createdAt": "2026-11-26T06:49:31.328Z"
      }
    }
  },
  "adminCreateApiKey": {
    "status": 201,
    "params": {
      "orgId": "da227f3e-494b-4b78-951f-02cd397d3945"
    },
    "request": {
      "name": "Integration: EHS sync",
      "scopes": [
        "read",
        "write",
        "admin"
      ]
    },
    "response": {
      "data": {
        "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
        "name": "Integration: EHS sync",
        "scopes": [
          "read",
          "write",
          "admin"
        ],
        "prefix": "smr_SI1EEYw1oMqv",
        "createdAt": "2026-11-26T06:49:31.714Z",
        "revokedAt": null,
        "key": "smr_SI1EEYw1oMqv_EXAMPLEonlyEXAMPLEonlyEXAMPLEonly00"
      }
    }
  },
  "adminListOrganizations": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "da227f3e-494b-4b78-951f-02cd397d3945",
          "name": "Northwind Logistics",
          "defaultTeamId": "81941de7-0e79-4c61-af65-baaa29d87659",
          "createdAt": "2026-11-26T06:49:31.328Z"
        }
      ]
    }
  },
  "adminListApiKeys": {
    "status": 200,
    "params": {
      "orgId": "da227f3e-494b-4b78-951f-02cd397d3945"
    },
    "response": {
      "data": [
        {
          "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
          "name": "Integration: EHS sync",
          "scopes": [
            "read",
            "write",
            "admin"
          ],
          "prefix": "smr_SI1EEYw1oMqv",
          "createdAt": "2026-11-26T06:49:31.714Z",
          "revokedAt": null
        }
      ]
    }
  },
  "health": {
    "status": 200,
    "response": {
      "status": "ok"
    }
  },
  "ready": {
    "status": 200,
    "response": {
      "status": "ready"
    }
  },
  "upsertDepartment": {
    "status": 201,
    "request": {
      "name": "Warehouse Operations",
      "externalId": "DEPT-WH"
    },
    "response": {
      "data": {
        "id": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
        "name": "Warehouse Operations",
        "slug": "warehouse-operations",
        "externalId": "DEPT-WH",
        "createdAt": "2026-11-26T06:49:31.762Z",
        "updatedAt": "2026-11-26T06:49:31.762Z"
      }
    }
  },
  "upsertTeam": {
    "status": 201,
    "request": {
      "name": "Night Shift",
      "externalId": "TEAM-NIGHT"
    },
    "response": {
      "data": {
        "id": "36c24e6d-7c23-466e-b07c-f7df7fcba043",
        "name": "Night Shift",
        "slug": "night-shift",
        "externalId": "TEAM-NIGHT",
        "createdAt": "2026-11-26T06:49:31.791Z",
        "updatedAt": "2026-11-26T06:49:31.791Z",
        "isDefault": false
      }
    }
  },
  "listDepartments": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
          "name": "Warehouse Operations",
          "slug": "warehouse-operations",
          "externalId": "DEPT-WH",
          "createdAt": "2026-11-26T06:49:31.762Z",
          "updatedAt": "2026-11-26T06:49:31.762Z"
        }
      ]
    }
  },
  "listTeams": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "81941de7-0e79-4c61-af65-baaa29d87659",
          "name": "Default team",
          "slug": "default",
          "externalId": null,
          "createdAt": "2026-11-26T06:49:31.366Z",
          "updatedAt": "2026-11-26T06:49:31.366Z",
          "isDefault": true
        },
        {
          "id": "36c24e6d-7c23-466e-b07c-f7df7fcba043",
          "name": "Night Shift",
          "slug": "night-shift",
          "externalId": "TEAM-NIGHT",
          "createdAt": "2026-11-26T06:49:31.791Z",
          "updatedAt": "2026-11-26T06:49:31.791Z",
          "isDefault": false
        }
      ]
    }
  },
  "createEquipmentType": {
    "status": 201,
    "request": {
      "name": "Forklift"
    },
    "response": {
      "data": {
        "id": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
        "name": "Forklift",
        "slug": "forklift",
        "externalName": "Forklift",
        "createdAt": "2026-11-26T06:49:31.929Z",
        "updatedAt": "2026-11-26T06:49:31.929Z"
      }
    }
  },
  "listEquipmentTypes": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
          "name": "Forklift",
          "slug": "forklift",
          "externalName": "Forklift",
          "createdAt": "2026-11-26T06:49:31.929Z",
          "updatedAt": "2026-11-26T06:49:31.929Z"
        }
      ]
    }
  },
  "upsertLocation": {
    "status": 201,
    "request": {
      "name": "Rotterdam Distribution Center",
      "externalId": "SITE-RTM"
    },
    "response": {
      "data": {
        "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "name": "Rotterdam Distribution Center",
        "description": null,
        "slug": "rotterdam-distribution-center",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "location",
        "parentId": null,
        "externalId": "SITE-RTM",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:49:32.078Z",
        "updatedAt": "2026-11-26T06:49:32.078Z",
        "deletedAt": null
      }
    }
  },
  "upsertAsset": {
    "status": 201,
    "request": {
      "name": "Forklift FL-07",
      "externalId": "FL-07",
      "type": "equipment",
      "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
      "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8"
    },
    "response": {
      "data": {
        "id": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "name": "Forklift FL-07",
        "description": null,
        "slug": "forklift-fl-07",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "equipment",
        "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
        "externalId": "FL-07",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:49:32.341Z",
        "updatedAt": "2026-11-26T06:49:32.341Z",
        "deletedAt": null,
        "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
        "externalParentId": "SITE-RTM"
      }
    }
  },
  "bulkUpsertAssets": {
    "status": 200,
    "request": {
      "assets": [
        {
          "name": "Forklift FL-08",
          "externalId": "FL-08",
          "type": "equipment",
          "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
          "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "FL-08",
            "success": true,
            "created": true,
            "id": "f872d70e-14ca-4e12-8bae-80f4bcc44cc3"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "listAssets": {
    "status": 200,
    "query": {
      "type": "equipment"
    },
    "response": {
      "data": [
        {
          "id": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
          "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
          "name": "Forklift FL-07",
          "description": null,
          "slug": "forklift-fl-07",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "equipment",
          "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
          "externalId": "FL-07",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T06:49:32.341Z",
          "updatedAt": "2026-11-26T06:49:32.341Z",
          "deletedAt": null,
          "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
          "externalParentId": "SITE-RTM"
        },
        {
          "id": "f872d70e-14ca-4e12-8bae-80f4bcc44cc3",
          "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
          "name": "Forklift FL-08",
          "description": null,
          "slug": "forklift-fl-08",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "equipment",
          "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
          "externalId": "FL-08",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T06:49:32.530Z",
          "updatedAt": "2026-11-26T06:49:32.530Z",
          "deletedAt": null,
          "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
          "externalParentId": "SITE-RTM"
        }
      ]
    }
  },
  "getAsset": {
    "status": 200,
    "params": {
      "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556"
    },
    "response": {
      "data": {
        "id": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "name": "Forklift FL-07",
        "description": null,
        "slug": "forklift-fl-07",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "equipment",
        "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
        "externalId": "FL-07",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:49:32.341Z",
        "updatedAt": "2026-11-26T06:49:32.341Z",
        "deletedAt": null,
        "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
        "externalParentId": "SITE-RTM"
      }
    }
  },
  "listLocations": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
          "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
          "name": "Rotterdam Distribution Center",
          "description": null,
          "slug": "rotterdam-distribution-center",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "location",
          "parentId": null,
          "externalId": "SITE-RTM",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T06:49:32.078Z",
          "updatedAt": "2026-11-26T06:49:32.078Z",
          "deletedAt": null
        }
      ]
    }
  },
  "getLocation": {
    "status": 200,
    "params": {
      "locationId": "78350dba-2e55-470c-a6ac-02b71f02d1a8"
    },
    "response": {
      "data": {
        "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "name": "Rotterdam Distribution Center",
        "description": null,
        "slug": "rotterdam-distribution-center",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "location",
        "parentId": null,
        "externalId": "SITE-RTM",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:49:32.078Z",
        "updatedAt": "2026-11-26T06:49:32.078Z",
        "deletedAt": null
      }
    }
  },
  "upsertUser": {
    "status": 201,
    "request": {
      "email": "maria.jansen@northwind.example",
      "fullName": "Maria Jansen",
      "externalId": "EMP-1042",
      "role": "member",
      "departmentId": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
      "locationId": "78350dba-2e55-470c-a6ac-02b71f02d1a8"
    },
    "response": {
      "data": {
        "id": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
        "email": "maria.jansen@northwind.example",
        "fullName": "Maria Jansen",
        "phoneNumber": null,
        "avatarUrl": null,
        "role": "member",
        "externalId": "EMP-1042",
        "supervisorId": null,
        "supervisorEmail": null,
        "departments": [
          {
            "id": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
            "name": "Warehouse Operations",
            "slug": "warehouse-operations"
          }
        ],
        "locations": [
          {
            "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
            "name": "Rotterdam Distribution Center",
            "slug": "rotterdam-distribution-center"
          }
        ],
        "teams": [
          {
            "id": "81941de7-0e79-4c61-af65-baaa29d87659",
            "name": "Default team",
            "slug": "default"
          }
        ],
        "createdAt": "2026-11-26T06:49:32.753Z",
        "updatedAt": "2026-11-26T06:49:32.753Z"
      }
    }
  },
  "bulkUpsertUsers": {
    "status": 200,
    "request": {
      "users": [
        {
          "email": "tom.bakker@northwind.example",
          "fullName": "Tom Bakker",
          "externalId": "EMP-1043"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "EMP-1043",
            "success": true,
            "created": true,
            "id": "7a5dccb6-7112-4309-accc-c3bba4eb1b38"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "listUsers": {
    "status": 200,
    "query": {
      "q": "jansen"
    },
    "response": {
      "data": [
        {
          "id": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
          "email": "maria.jansen@northwind.example",
          "fullName": "Maria Jansen",
          "phoneNumber": null,
          "avatarUrl": null,
          "role": "member",
          "externalId": "EMP-1042",
          "supervisorId": null,
          "supervisorEmail": null,
          "departments": [
            {
              "id": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
              "name": "Warehouse Operations",
              "slug": "warehouse-operations"
            }
          ],
          "locations": [
            {
              "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
              "name": "Rotterdam Distribution Center",
              "slug": "rotterdam-distribution-center"
            }
          ],
          "teams": [
            {
              "id": "81941de7-0e79-4c61-af65-baaa29d87659",
              "name": "Default team",
              "slug": "default"
            }
          ],
          "createdAt": "2026-11-26T06:49:32.753Z",
          "updatedAt": "2026-11-26T06:49:32.753Z"
        }
      ]
    }
  },
  "getUser": {
    "status": 200,
    "params": {
      "userId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c"
    },
    "response": {
      "data": {
        "id": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
        "email": "maria.jansen@northwind.example",
        "fullName": "Maria Jansen",
        "phoneNumber": null,
        "avatarUrl": null,
        "role": "member",
        "externalId": "EMP-1042",
        "supervisorId": null,
        "supervisorEmail": null,
        "departments": [
          {
            "id": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
            "name": "Warehouse Operations",
            "slug": "warehouse-operations"
          }
        ],
        "locations": [
          {
            "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
            "name": "Rotterdam Distribution Center",
            "slug": "rotterdam-distribution-center"
          }
        ],
        "teams": [
          {
            "id": "81941de7-0e79-4c61-af65-baaa29d87659",
            "name": "Default team",
            "slug": "default"
          }
        ],
        "createdAt": "2026-11-26T06:49:32.753Z",
        "updatedAt": "2026-11-26T06:49:32.753Z"
      }
    }
  },
  "createActionItemStatus": {
    "status": 201,
    "request": {
      "name": "Awaiting parts",
      "group": "on_hold",
      "externalId": "ST-PARTS"
    },
    "response": {
      "data": {
        "id": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
        "name": "Awaiting parts",
        "group": "on_hold",
        "externalId": "ST-PARTS",
        "ordinal": 6,
        "isDefault": false
      }
    }
  },
  "updateActionItemStatus": {
    "status": 200,
    "params": {
      "id": "d555cfea-3a8e-444f-bd67-7d4e4ceca974"
    },
    "request": {
      "name": "Awaiting spare parts"
    },
    "response": {
      "data": {
        "id": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
        "name": "Awaiting spare parts",
        "group": "on_hold",
        "externalId": "ST-PARTS",
        "ordinal": 6,
        "isDefault": false
      }
    }
  },
  "listActionItemStatuses": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "0f3cbd26-a8a0-4097-a771-1660563195c5",
          "name": "Open",
          "group": "new",
          "externalId": null,
          "ordinal": 1,
          "isDefault": true
        },
        {
          "id": "44be68e5-312e-4931-b70d-9b8d5e62b1e4",
          "name": "In progress",
          "group": "in_progress",
          "externalId": null,
          "ordinal": 2,
          "isDefault": true
        },
        {
          "id": "05e8dffa-67e7-4624-b640-d45152dc8619",
          "name": "On hold",
          "group": "on_hold",
          "externalId": null,
          "ordinal": 3,
          "isDefault": true
        },
        {
          "id": "c03e09dc-f538-47cf-b997-f2bca5cbac84",
          "name": "Complete",
          "group": "complete",
          "externalId": null,
          "ordinal": 4,
          "isDefault": true
        },
        {
          "id": "0de42305-14e1-4f42-80b4-bd0a75fff6a7",
          "name": "Cancelled",
          "group": "cancelled",
          "externalId": null,
          "ordinal": 5,
          "isDefault": true
        },
        {
          "id": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
          "name": "Awaiting spare parts",
          "group": "on_hold",
          "externalId": "ST-PARTS",
          "ordinal": 6,
          "isDefault": false
        }
      ]
    }
  },
  "createModuleField": {
    "status": 201,
    "params": {
      "slug": "action_item"
    },
    "request": {
      "key": "costEstimate",
      "label": "Cost estimate (EUR)",
      "type": "number"
    },
    "response": {
      "data": {
        "key": "costEstimate",
        "label": "Cost estimate (EUR)",
        "description": null,
        "type": "number",
        "required": false,
        "constraints": null,
        "logic": null,
        "defaultValue": null,
        "ordinal": 2,
        "groupLabel": null,
        "ops": [
          "eq",
          "neq",
          "gt",
          "gte",
          "lt",
          "lte",
          "in",
          "isNull",
          "isNotNull"
        ],
        "options": null
      }
    }
  },
  "updateModuleField": {
    "status": 200,
    "params": {
      "slug": "action_item",
      "key": "costEstimate"
    },
    "request": {
      "label": "Estimated cost (EUR)"
    },
    "response": {
      "data": {
        "key": "costEstimate",
        "label": "Estimated cost (EUR)",
        "description": null,
        "type": "number",
        "required": false,
        "constraints": null,
        "logic": null,
        "defaultValue": null,
        "ordinal": 2,
        "groupLabel": null,
        "ops": [
          "eq",
          "neq",
          "gt",
          "gte",
          "lt",
          "lte",
          "in",
          "isNull",
          "isNotNull"
        ],
        "options": null
      }
    }
  },
  "listModuleFields": {
    "status": 200,
    "params": {
      "slug": "action_item"
    },
    "response": {
      "data": [
        {
          "key": "rootCause",
          "label": "Root cause",
          "description": null,
          "type": "enum",
          "required": false,
          "constraints": null,
          "logic": null,
          "defaultValue": null,
          "ordinal": 1,
          "groupLabel": null,
          "ops": [
            "eq",
            "neq",
            "in",
            "isNull",
            "isNotNull"
          ],
          "options": [
            {
              "value": "equipment",
              "label": "Equipment"
            },
            {
              "value": "procedure",
              "label": "Procedure"
            },
            {
              "value": "training",
              "label": "Training"
            }
          ]
        },
        {
          "key": "costEstimate",
          "label": "Estimated cost (EUR)",
          "description": null,
          "type": "number",
          "required": false,
          "constraints": null,
          "logic": null,
          "defaultValue": null,
          "ordinal": 2,
          "groupLabel": null,
          "ops": [
            "eq",
            "neq",
            "gt",
            "gte",
            "lt",
            "lte",
            "in",
            "isNull",
            "isNotNull"
          ],
          "options": null
        }
      ]
    }
  },
  "bulkUpsertEvents": {
    "status": 200,
    "request": {
      "events": [
        {
          "externalId": "INC-2026-0311",
          "title": "Forklift collided with racking in aisle 4",
          "description": "No injuries; racking upright dented.",
          "locationExternalId": "SITE-RTM",
          "reportedByExternalId": "EMP-1042"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "INC-2026-0311",
            "success": true,
            "created": true,
            "id": "84c7d150-546d-4f77-ba7c-6f12cd51da9d"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "getEvent": {
    "status": 200,
    "params": {
      "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d"
    },
    "response": {
      "data": {
        "id": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "externalId": "INC-2026-0311",
        "title": "Forklift collided with racking in aisle 4",
        "description": "No injuries; racking upright dented.",
        "eventType": null,
        "eventDate": "2026-11-26T06:49:33.505Z",
        "status": "open",
        "severity": null,
        "assetId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
        "assetName": "Rotterdam Distribution Center",
        "reportedById": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
        "reportedByName": "Maria Jansen",
        "metadata": {},
        "createdAt": "2026-11-26T06:49:33.505Z",
        "updatedAt": "2026-11-26T06:49:33.505Z",
        "deletedAt": null
      }
    }
  },
  "listEvents": {
    "status": 200,
    "query": {
      "updatedAfter": "2026-01-01T00:00:00Z"
    },
    "response": {
      "data": [
        {
          "id": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
          "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
          "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
          "externalId": "INC-2026-0311",
          "title": "Forklift collided with racking in aisle 4",
          "description": "No injuries; racking upright dented.",
          "eventType": null,
          "eventDate": "2026-11-26T06:49:33.505Z",
          "status": "open",
          "severity": null,
          "assetId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
          "assetName": "Rotterdam Distribution Center",
          "reportedById": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
          "reportedByName": "Maria Jansen",
          "metadata": {},
          "createdAt": "2026-11-26T06:49:33.505Z",
          "updatedAt": "2026-11-26T06:49:33.505Z",
          "deletedAt": null
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDY6NDk6MzMuNTA1KzAwIiwiODRjN2QxNTAtNTQ2ZC00Zjc3LWJhN2MtNmYxMmNkNTFkYTlkIl0"
      }
    }
  },
  "upsertActionItem": {
    "status": 201,
    "request": {
      "title": "Replace damaged racking upright in aisle 4",
      "externalId": "CA-2026-0142",
      "eventExternalId": "INC-2026-0311",
      "description": "Inspect the bay, replace the upright and re-certify the load rating.",
      "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
      "dueDate": "2026-12-15T17:00:00.000Z",
      "priority": "high",
      "statusExternalId": "ST-PARTS",
      "locationExternalId": "FL-07",
      "fields": {
        "rootCause": "equipment",
        "costEstimate": 1850
      }
    },
    "response": {
      "data": {
        "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
        "entityType": "event",
        "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "high",
        "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": null,
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "createdAt": "2026-11-26T06:49:33.823Z",
        "updatedAt": "2026-11-26T06:49:33.823Z"
      }
    }
  },
  "bulkUpsertActionItems": {
    "status": 200,
    "request": {
      "actionItems": [
        {
          "title": "Refresher training on aisle speed limits",
          "externalId": "CA-2026-0143",
          "priority": "medium",
          "fields": {
            "rootCause": "training"
          }
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "index": 0,
            "action": "created",
            "id": "7b24f769-86a2-4d56-8959-0a1fb26effc7",
            "externalId": "CA-2026-0143"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "updateActionItem": {
    "status": 200,
    "params": {
      "actionItemId": "59439d06-f70b-4538-a8c4-2da3c5801320"
    },
    "request": {
      "priority": "urgent",
      "responseNotes": "Spare upright ordered."
    },
    "response": {
      "data": {
        "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
        "entityType": "event",
        "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "urgent",
        "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": "Spare upright ordered.",
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "createdAt": "2026-11-26T06:49:33.823Z",
        "updatedAt": "2026-11-26T06:49:34.029Z"
      }
    }
  },
  "getActionItem": {
    "status": 200,
    "params": {
      "actionItemId": "59439d06-f70b-4538-a8c4-2da3c5801320"
    },
    "response": {
      "data": {
        "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
        "entityType": "event",
        "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "urgent",
        "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": "Spare upright ordered.",
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "createdAt": "2026-11-26T06:49:33.823Z",
        "updatedAt": "2026-11-26T06:49:34.029Z"
      }
    }
  },
  "listActionItems": {
    "status": 200,
    "query": {
      "limit": 20,
      "fieldFilters": [
        {
          "key": "rootCause",
          "op": "eq",
          "value": "equipment"
        }
      ],
      "fieldSort": {
        "key": "costEstimate",
        "direction": "desc"
      }
    },
    "response": {
      "data": [
        {
          "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
          "entityType": "event",
          "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
          "formSubmissionId": null,
          "sourceSectionNodeId": null,
          "title": "Replace damaged racking upright in aisle 4",
          "description": "Inspect the bay, replace the upright and re-certify the load rating.",
          "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
          "assignedToUserName": "Maria Jansen",
          "assignedToDepartmentId": null,
          "assignedToRoleSlug": null,
          "dueDate": "2026-12-15T17:00:00.000Z",
          "priority": "urgent",
          "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
          "statusName": "Awaiting spare parts",
          "statusGroup": "on_hold",
          "status": "in_progress",
          "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
          "assetName": "Forklift FL-07",
          "externalId": "CA-2026-0142",
          "responseNotes": "Spare upright ordered.",
          "attachments": null,
          "completedAt": null,
          "completedById": null,
          "completedByName": null,
          "createdById": null,
          "fields": {
            "rootCause": "equipment",
            "costEstimate": 1850
          },
          "metadata": {},
          "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
          "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
          "createdAt": "2026-11-26T06:49:33.823Z",
          "updatedAt": "2026-11-26T06:49:34.029Z"
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 20,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "nextCursor": null
      }
    }
  },
  "createWorkflow": {
    "status": 201,
    "request": {
      "name": "Incident investigation",
      "flowType": "assessment",
      "definition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 1,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:49:34.118Z",
        "updatedAt": "2026-11-26T06:49:34.118Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            }
          ]
        },
        "draftDefinition": null,
        "deletedAt": null
      }
    }
  },
  "saveWorkflowDraft": {
    "status": 200,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb"
    },
    "request": {
      "draftDefinition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          },
          {
            "key": "review",
            "type": "approval"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 1,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:49:34.118Z",
        "updatedAt": "2026-11-26T06:49:34.200Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "publishWorkflowVersion": {
    "status": 201,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb"
    },
    "request": {
      "definition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          },
          {
            "key": "review",
            "type": "approval"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 2,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:49:34.118Z",
        "updatedAt": "2026-11-26T06:49:34.218Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "listWorkflows": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "8be376fb-9cde-452e-97f7-26b3419efacb",
          "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
          "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
          "flowType": "assessment",
          "name": "Incident investigation",
          "version": 2,
          "isActive": true,
          "createdById": null,
          "createdAt": "2026-11-26T06:49:34.118Z",
          "updatedAt": "2026-11-26T06:49:34.218Z"
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        }
      }
    }
  },
  "getWorkflow": {
    "status": 200,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb"
    },
    "response": {
      "data": {
        "id": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 2,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:49:34.118Z",
        "updatedAt": "2026-11-26T06:49:34.218Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "createWorkflowRun": {
    "status": 201,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb"
    },
    "request": {
      "flowRunType": "live",
      "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d"
    },
    "response": {
      "data": {
        "id": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "flowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "pending",
        "context": null,
        "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "startedAt": null,
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T06:49:34.305Z",
        "updatedAt": "2026-11-26T06:49:34.305Z"
      }
    }
  },
  "updateWorkflowRun": {
    "status": 200,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
      "runId": "0efeb25c-278a-4fcf-a95f-9870679eae6b"
    },
    "request": {
      "status": "running"
    },
    "response": {
      "data": {
        "id": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "flowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "running",
        "context": null,
        "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "startedAt": "2026-11-26T06:49:34.376Z",
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T06:49:34.305Z",
        "updatedAt": "2026-11-26T06:49:34.376Z"
      }
    }
  },
  "createNodeResult": {
    "status": 201,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
      "runId": "0efeb25c-278a-4fcf-a95f-9870679eae6b"
    },
    "request": {
      "nodeKey": "triage",
      "nodeType": "form"
    },
    "response": {
      "data": {
        "id": "21312629-0c96-4390-a3ad-7f079c27dda7",
        "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "parentNodeId": null,
        "nodeKey": "triage",
        "nodeName": null,
        "nodeType": "form",
        "status": "pending",
        "config": null,
        "output": null,
        "error": null,
        "startedAt": null,
        "completedAt": null,
        "createdAt": "2026-11-26T06:49:34.455Z",
        "updatedAt": "2026-11-26T06:49:34.455Z"
      }
    }
  },
  "updateNodeResult": {
    "status": 200,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
      "runId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
      "nodeResultId": "21312629-0c96-4390-a3ad-7f079c27dda7"
    },
    "request": {
      "status": "running"
    },
    "response": {
      "data": {
        "id": "21312629-0c96-4390-a3ad-7f079c27dda7",
        "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "parentNodeId": null,
        "nodeKey": "triage",
        "nodeName": null,
        "nodeType": "form",
        "status": "running",
        "config": null,
        "output": null,
        "error": null,
        "startedAt": "2026-11-26T06:49:34.607Z",
        "completedAt": null,
        "createdAt": "2026-11-26T06:49:34.455Z",
        "updatedAt": "2026-11-26T06:49:34.607Z"
      }
    }
  },
  "listWorkflowRuns": {
    "status": 200,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb"
    },
    "response": {
      "data": [
        {
          "id": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
          "flowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
          "flowVersion": 2,
          "flowRunType": "live",
          "createdById": null,
          "status": "running",
          "context": null,
          "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
          "startedAt": "2026-11-26T06:49:34.376Z",
          "completedAt": null,
          "error": null,
          "createdAt": "2026-11-26T06:49:34.305Z",
          "updatedAt": "2026-11-26T06:49:34.607Z",
          "createdBy": null,
          "flow": {
            "id": "8be376fb-9cde-452e-97f7-26b3419efacb",
            "name": "Incident investigation",
            "version": 2,
            "flowType": "assessment"
          },
          "deletedAt": null
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        }
      }
    }
  },
  "getWorkflowRun": {
    "status": 200,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
      "runId": "0efeb25c-278a-4fcf-a95f-9870679eae6b"
    },
    "response": {
      "data": {
        "id": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "flowId": "8be376fb-9cde-452e-97f7-26b3419efacb",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "running",
        "context": null,
        "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "startedAt": "2026-11-26T06:49:34.376Z",
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T06:49:34.305Z",
        "updatedAt": "2026-11-26T06:49:34.607Z",
        "nodeResults": [
          {
            "id": "21312629-0c96-4390-a3ad-7f079c27dda7",
            "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
            "parentNodeId": null,
            "nodeKey": "triage",
            "nodeName": null,
            "nodeType": "form",
            "status": "running",
            "config": null,
            "output": null,
            "error": null,
            "startedAt": "2026-11-26T06:49:34.607Z",
            "completedAt": null,
            "createdAt": "2026-11-26T06:49:34.455Z",
            "updatedAt": "2026-11-26T06:49:34.607Z"
          }
        ]
      }
    }
  },
  "createMetricDefinition": {
    "status": 201,
    "request": {
      "slug": "severity-score",
      "name": "Severity score"
    },
    "response": {
      "data": {
        "id": "9de695bb-5716-4a37-991b-bf19b2525752",
        "slug": "severity-score",
        "name": "Severity score",
        "createdAt": "2026-11-26T06:49:34.894Z",
        "updatedAt": "2026-11-26T06:49:34.894Z"
      }
    }
  },
  "listMetricDefinitions": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "9de695bb-5716-4a37-991b-bf19b2525752",
          "slug": "severity-score",
          "name": "Severity score",
          "createdAt": "2026-11-26T06:49:34.894Z",
          "updatedAt": "2026-11-26T06:49:34.894Z"
        }
      ]
    }
  },
  "putEventMetric": {
    "status": 201,
    "params": {
      "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
      "metricSlug": "severity-score"
    },
    "request": {
      "value": 3,
      "reason": "Property damage only",
      "confidenceScore": 0.92,
      "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
      "flowRunNodeId": "21312629-0c96-4390-a3ad-7f079c27dda7"
    },
    "response": {
      "data": {
        "id": "d7be0acc-62e6-4605-83fe-6567b4645bfa",
        "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "flowRunNodeId": "21312629-0c96-4390-a3ad-7f079c27dda7",
        "metricId": "9de695bb-5716-4a37-991b-bf19b2525752",
        "transformedValue": null,
        "value": 3,
        "reason": "Property damage only",
        "confidenceScore": 0.92,
        "reviewStatus": 0,
        "auditScore": null,
        "auditReason": null,
        "createdAt": "2026-11-26T06:49:34.946Z",
        "updatedAt": "2026-11-26T06:49:34.946Z",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "metricSlug": "severity-score",
        "metricName": "Severity score"
      }
    }
  },
  "getEventMetric": {
    "status": 200,
    "params": {
      "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
      "metricSlug": "severity-score"
    },
    "response": {
      "data": {
        "id": "d7be0acc-62e6-4605-83fe-6567b4645bfa",
        "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
        "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
        "flowRunNodeId": "21312629-0c96-4390-a3ad-7f079c27dda7",
        "metricId": "9de695bb-5716-4a37-991b-bf19b2525752",
        "transformedValue": null,
        "value": 3,
        "reason": "Property damage only",
        "confidenceScore": 0.92,
        "reviewStatus": 0,
        "auditScore": null,
        "auditReason": null,
        "createdAt": "2026-11-26T06:49:34.946Z",
        "updatedAt": "2026-11-26T06:49:34.946Z",
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "metricSlug": "severity-score",
        "metricName": "Severity score"
      }
    }
  },
  "exportMetrics": {
    "status": 200,
    "query": {
      "metricSlug": "severity-score"
    },
    "response": {
      "data": [
        {
          "id": "d7be0acc-62e6-4605-83fe-6567b4645bfa",
          "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
          "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
          "transformedValue": null,
          "value": 3,
          "reason": "Property damage only",
          "confidenceScore": 0.92,
          "reviewStatus": 0,
          "createdAt": "2026-11-26T06:49:34.946Z",
          "updatedAt": "2026-11-26T06:49:34.946Z",
          "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
          "metricSlug": "severity-score",
          "metricName": "Severity score",
          "eventExternalId": "INC-2026-0311"
        }
      ],
      "meta": {
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "pagination": {
          "page": 1,
          "limit": 100,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "filters": {
          "updatedAfter": null,
          "updatedBefore": null
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDY6NDk6MzQuOTQ2KzAwIiwiZDdiZTBhY2MtNjJlNi00NjA1LTgzZmUtNjU2N2I0NjQ1YmZhIl0"
      }
    }
  },
  "exportEventMetrics": {
    "status": 200,
    "query": {
      "eventExternalId": "INC-2026-0311"
    },
    "response": {
      "data": [
        {
          "id": "d7be0acc-62e6-4605-83fe-6567b4645bfa",
          "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
          "flowRunId": "0efeb25c-278a-4fcf-a95f-9870679eae6b",
          "transformedValue": null,
          "value": 3,
          "reason": "Property damage only",
          "confidenceScore": 0.92,
          "reviewStatus": 0,
          "createdAt": "2026-11-26T06:49:34.946Z",
          "updatedAt": "2026-11-26T06:49:34.946Z",
          "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
          "metricSlug": "severity-score",
          "metricName": "Severity score",
          "eventExternalId": "INC-2026-0311"
        }
      ],
      "meta": {
        "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
        "pagination": {
          "page": 1,
          "limit": 100,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "filters": {
          "updatedAfter": null,
          "updatedBefore": null
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDY6NDk6MzQuOTQ2KzAwIiwiZDdiZTBhY2MtNjJlNi00NjA1LTgzZmUtNjU2N2I0NjQ1YmZhIl0"
      }
    }
  },
  "listChanges": {
    "status": 200,
    "query": {
      "types": "action_item.*",
      "limit": 2
    },
    "response": {
      "data": [
        {
          "id": "4de8823e-cf81-4cc6-889d-e1c49165f162",
          "seq": "1795675773823000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:49:33.823Z",
          "recordId": "59439d06-f70b-4538-a8c4-2da3c5801320",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
            "entityType": "event",
            "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "high",
            "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
            "createdAt": "2026-11-26T06:49:33.823Z",
            "updatedAt": "2026-11-26T06:49:33.823Z"
          }
        },
        {
          "id": "7d1de754-a851-474f-841b-5a6498be5c31",
          "seq": "1795675773955000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:49:33.955Z",
          "recordId": "7b24f769-86a2-4d56-8959-0a1fb26effc7",
          "externalId": "CA-2026-0143",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "7b24f769-86a2-4d56-8959-0a1fb26effc7",
            "entityType": null,
            "entityId": null,
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Refresher training on aisle speed limits",
            "description": null,
            "assignedToUserId": null,
            "assignedToUserName": null,
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": null,
            "priority": "medium",
            "statusId": "0f3cbd26-a8a0-4097-a771-1660563195c5",
            "statusName": "Open",
            "statusGroup": "new",
            "status": "open",
            "assetId": null,
            "assetName": null,
            "externalId": "CA-2026-0143",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "training"
            },
            "metadata": {},
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
            "createdAt": "2026-11-26T06:49:33.955Z",
            "updatedAt": "2026-11-26T06:49:33.955Z"
          }
        }
      ],
      "meta": {
        "limit": 2,
        "hasNext": true,
        "nextCursor": "1795675773955000000000000001"
      }
    }
  },
  "getActionItemHistory": {
    "status": 200,
    "params": {
      "actionItemId": "59439d06-f70b-4538-a8c4-2da3c5801320"
    },
    "response": {
      "data": [
        {
          "id": "0c8d7ae2-2157-4dc9-80a0-1ff80ed2a992",
          "seq": "1795675774029000000000000001",
          "type": "action_item.updated",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:49:34.029Z",
          "recordId": "59439d06-f70b-4538-a8c4-2da3c5801320",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [
            {
              "path": "priority",
              "from": "high",
              "to": "urgent"
            },
            {
              "path": "responseNotes",
              "from": null,
              "to": "Spare upright ordered."
            }
          ],
          "record": {
            "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
            "entityType": "event",
            "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "urgent",
            "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": "Spare upright ordered.",
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
            "createdAt": "2026-11-26T06:49:33.823Z",
            "updatedAt": "2026-11-26T06:49:34.029Z"
          }
        },
        {
          "id": "4de8823e-cf81-4cc6-889d-e1c49165f162",
          "seq": "1795675773823000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:49:33.823Z",
          "recordId": "59439d06-f70b-4538-a8c4-2da3c5801320",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "59439d06-f70b-4538-a8c4-2da3c5801320",
            "entityType": "event",
            "entityId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "high",
            "statusId": "d555cfea-3a8e-444f-bd67-7d4e4ceca974",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
            "createdAt": "2026-11-26T06:49:33.823Z",
            "updatedAt": "2026-11-26T06:49:33.823Z"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795675773823000000000000001"
      }
    }
  },
  "getUserHistory": {
    "status": 200,
    "params": {
      "userId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c"
    },
    "response": {
      "data": [
        {
          "id": "de35a03d-bf27-4ac0-a12b-59852d19f35b",
          "seq": "1795675772753000000000000001",
          "type": "user.created",
          "resource": "user",
          "occurredAt": "2026-11-26T06:49:32.753Z",
          "recordId": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
          "externalId": "EMP-1042",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
            "email": "maria.jansen@northwind.example",
            "fullName": "Maria Jansen",
            "phoneNumber": null,
            "avatarUrl": null,
            "role": "member",
            "externalId": "EMP-1042",
            "supervisorId": null,
            "supervisorEmail": null,
            "departments": [
              {
                "id": "392e5a88-ff3d-43f8-901c-b3c08b3338d8",
                "name": "Warehouse Operations",
                "slug": "warehouse-operations"
              }
            ],
            "locations": [
              {
                "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
                "name": "Rotterdam Distribution Center",
                "slug": "rotterdam-distribution-center"
              }
            ],
            "teams": [
              {
                "id": "81941de7-0e79-4c61-af65-baaa29d87659",
                "name": "Default team",
                "slug": "default"
              }
            ],
            "createdAt": "2026-11-26T06:49:32.753Z",
            "updatedAt": "2026-11-26T06:49:32.753Z"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795675772753000000000000001"
      }
    }
  },
  "getAssetHistory": {
    "status": 200,
    "params": {
      "assetId": "c6f6951b-ddb4-4169-9425-cba39e0fd556"
    },
    "response": {
      "data": [
        {
          "id": "27e1899b-3158-4147-a71c-ac3f3b7e9ad5",
          "seq": "1795675772341000000000000001",
          "type": "asset.created",
          "resource": "asset",
          "occurredAt": "2026-11-26T06:49:32.341Z",
          "recordId": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
          "externalId": "FL-07",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "c6f6951b-ddb4-4169-9425-cba39e0fd556",
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "name": "Forklift FL-07",
            "description": null,
            "slug": "forklift-fl-07",
            "address1": null,
            "address2": null,
            "city": null,
            "state": null,
            "zip": null,
            "latitude": null,
            "longitude": null,
            "status": "active",
            "type": "equipment",
            "parentId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
            "externalId": "FL-07",
            "createdById": null,
            "lastEditedById": null,
            "searchText": null,
            "tagIds": [],
            "createdAt": "2026-11-26T06:49:32.341Z",
            "updatedAt": "2026-11-26T06:49:32.341Z",
            "deletedAt": null,
            "equipmentTypeId": "47ee5cd8-e64d-4ef0-9e6c-d5bd60907c43",
            "externalParentId": "SITE-RTM"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795675772341000000000000001"
      }
    }
  },
  "getLocationHistory": {
    "status": 200,
    "params": {
      "locationId": "78350dba-2e55-470c-a6ac-02b71f02d1a8"
    },
    "response": {
      "data": [
        {
          "id": "f25c2f2d-4468-4490-971e-53bd899b86ff",
          "seq": "1795675772078000000000000001",
          "type": "location.created",
          "resource": "location",
          "occurredAt": "2026-11-26T06:49:32.078Z",
          "recordId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
          "externalId": "SITE-RTM",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "name": "Rotterdam Distribution Center",
            "description": null,
            "slug": "rotterdam-distribution-center",
            "address1": null,
            "address2": null,
            "city": null,
            "state": null,
            "zip": null,
            "latitude": null,
            "longitude": null,
            "status": "active",
            "type": "location",
            "parentId": null,
            "externalId": "SITE-RTM",
            "createdById": null,
            "lastEditedById": null,
            "searchText": null,
            "tagIds": [],
            "createdAt": "2026-11-26T06:49:32.078Z",
            "updatedAt": "2026-11-26T06:49:32.078Z",
            "deletedAt": null
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795675772078000000000000001"
      }
    }
  },
  "getEventHistory": {
    "status": 200,
    "params": {
      "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d"
    },
    "response": {
      "data": [
        {
          "id": "3d6d945c-2a0f-413c-b360-14374c67978f",
          "seq": "1795675773505000000000000001",
          "type": "event.created",
          "resource": "event",
          "occurredAt": "2026-11-26T06:49:33.505Z",
          "recordId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
          "externalId": "INC-2026-0311",
          "actor": {
            "type": "api_key",
            "id": "6b10ee63-af8e-44c5-80cf-3478fbe32353",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "84c7d150-546d-4f77-ba7c-6f12cd51da9d",
            "organizationId": "da227f3e-494b-4b78-951f-02cd397d3945",
            "teamId": "81941de7-0e79-4c61-af65-baaa29d87659",
            "externalId": "INC-2026-0311",
            "title": "Forklift collided with racking in aisle 4",
            "description": "No injuries; racking upright dented.",
            "eventType": null,
            "eventDate": "2026-11-26T06:49:33.505Z",
            "status": "open",
            "severity": null,
            "assetId": "78350dba-2e55-470c-a6ac-02b71f02d1a8",
            "assetName": "Rotterdam Distribution Center",
            "reportedById": "ef4840e5-cd64-40f6-93ab-51c385a67f5c",
            "reportedByName": "Maria Jansen",
            "metadata": {},
            "createdAt": "2026-11-26T06:49:33.505Z",
            "updatedAt": "2026-11-26T06:49:33.505Z",
            "deletedAt": null
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795675773505000000000000001"
      }
    }
  },
  "createWebhook": {
    "status": 201,
    "request": {
      "url": "https://93.184.216.34/hooks/smr",
      "events": [
        "action_item.*",
        "event.created"
      ],
      "description": "EHS data lake",
      "enabled": false
    },
    "response": {
      "data": {
        "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T06:49:35.277Z",
        "updatedAt": "2026-11-26T06:49:35.277Z",
        "secret": "whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE="
      }
    }
  },
  "updateWebhook": {
    "status": 200,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    },
    "request": {
      "description": "EHS data lake (production)"
    },
    "response": {
      "data": {
        "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake (production)",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T06:49:35.277Z",
        "updatedAt": "2026-11-26T06:49:35.302Z"
      }
    }
  },
  "getWebhook": {
    "status": 200,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    },
    "response": {
      "data": {
        "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake (production)",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T06:49:35.277Z",
        "updatedAt": "2026-11-26T06:49:35.302Z"
      }
    }
  },
  "listWebhooks": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c",
          "url": "https://93.184.216.34/hooks/smr",
          "events": [
            "action_item.*",
            "event.created"
          ],
          "description": "EHS data lake (production)",
          "enabled": false,
          "disabledReason": null,
          "createdAt": "2026-11-26T06:49:35.277Z",
          "updatedAt": "2026-11-26T06:49:35.302Z"
        }
      ]
    }
  },
  "rotateWebhookSecret": {
    "status": 200,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    },
    "response": {
      "data": {
        "secret": "whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE="
      }
    }
  },
  "testWebhook": {
    "status": 202,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    },
    "request": {},
    "response": {
      "data": {
        "deliveries": 1
      }
    }
  },
  "replayWebhook": {
    "status": 202,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    },
    "request": {
      "since": "2026-01-01T00:00:00Z"
    },
    "response": {
      "data": {
        "deliveries": 4
      }
    }
  },
  "listWebhookDeliveries": {
    "status": 200,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    },
    "query": {
      "limit": 2
    },
    "response": {
      "data": [
        {
          "id": "658871eb-e009-46d7-8912-06f86c4d2f4d",
          "changeId": "0c8d7ae2-2157-4dc9-80a0-1ff80ed2a992",
          "type": "action_item.updated",
          "status": "pending",
          "nextAttemptAt": null,
          "createdAt": "2026-11-26T06:49:35.506Z",
          "attempts": []
        },
        {
          "id": "6a299880-34e9-4c01-8717-6e919612063d",
          "changeId": "7d1de754-a851-474f-841b-5a6498be5c31",
          "type": "action_item.created",
          "status": "pending",
          "nextAttemptAt": null,
          "createdAt": "2026-11-26T06:49:35.506Z",
          "attempts": []
        }
      ],
      "meta": {
        "limit": 2,
        "hasNext": true,
        "nextCursor": "4"
      }
    }
  },
  "retryWebhookDelivery": {
    "status": 202,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c",
      "deliveryId": "658871eb-e009-46d7-8912-06f86c4d2f4d"
    },
    "request": {},
    "response": {
      "data": {
        "deliveries": 1
      }
    }
  },
  "retireModuleField": {
    "status": 204,
    "params": {
      "slug": "action_item",
      "key": "costEstimate"
    }
  },
  "deleteActionItem": {
    "status": 204,
    "params": {
      "actionItemId": "59439d06-f70b-4538-a8c4-2da3c5801320"
    }
  },
  "deleteEvent": {
    "status": 204,
    "params": {
      "eventId": "84c7d150-546d-4f77-ba7c-6f12cd51da9d"
    }
  },
  "deleteWorkflow": {
    "status": 204,
    "params": {
      "workflowId": "8be376fb-9cde-452e-97f7-26b3419efacb"
    }
  },
  "deleteWebhook": {
    "status": 204,
    "params": {
      "id": "337d6588-4cc1-4b04-9b2d-a0fd65c9fb8c"
    }
  },
  "adminRevokeApiKey": {
    "status": 204,
    "params": {
      "orgId": "da227f3e-494b-4b78-951f-02cd397d3945",
      "keyId": "6b10ee63-af8e-44c5-80cf-3478fbe32353"
    }
  }
};
